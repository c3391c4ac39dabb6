import type { ReturnAnswer, ReturnReceiveInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/**
 * POST /returns/:id/receive (admin) `{ restock }`: the parcel is back; its pieces go back in stock
 * when asked and their share of what was paid is refunded, with its credit note.
 */
export function receiveReturn(returnId: string, input: ReturnReceiveInput): Promise<ReturnAnswer> {
  return apiFetch<ReturnAnswer>(`/returns/${encodeURIComponent(returnId)}/receive`, {
    method: "POST",
    body: input,
  });
}

export function useReceiveReturn(returnId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnReceiveInput) => receiveReturn(returnId, input),
    onSuccess: () => void invalidate(client, "returns", "purchases", "products", "payments"),
  });
}
