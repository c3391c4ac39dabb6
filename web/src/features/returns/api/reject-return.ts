import type { ReturnAnswer, ReturnRejectInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** POST /returns/:id/reject (admin) `{ reason }`: the reason is mailed to the customer. */
export function rejectReturn(returnId: string, input: ReturnRejectInput): Promise<ReturnAnswer> {
  return apiFetch<ReturnAnswer>(`/returns/${encodeURIComponent(returnId)}/reject`, {
    method: "POST",
    body: input,
  });
}

export function useRejectReturn(returnId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRejectInput) => rejectReturn(returnId, input),
    onSuccess: () => void invalidate(client, "returns", "purchases"),
  });
}
