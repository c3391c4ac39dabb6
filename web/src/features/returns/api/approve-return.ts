import type { ReturnAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** POST /returns/:id/approve (admin): the customer is mailed the return address and the RMA number. */
export function approveReturn(returnId: string): Promise<ReturnAnswer> {
  return apiFetch<ReturnAnswer>(`/returns/${encodeURIComponent(returnId)}/approve`, {
    method: "POST",
    body: {},
  });
}

export function useApproveReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveReturn,
    onSuccess: () => void invalidate(client, "returns", "purchases"),
  });
}
