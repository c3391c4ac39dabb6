import type { ReturnAnswer, ReturnAwaitingApprovalAnswer, ReturnReceiveInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export type ReceiveAnswer = ReturnAnswer | ReturnAwaitingApprovalAnswer;

/**
 * POST /returns/:id/receive (admin) `{ restock }`: the parcel is back; its pieces go back in stock
 * when asked and their share of what was paid is refunded, with its credit note. Above the
 * approval limit (issue 52) the API answers 202: received, the refund waiting for approval.
 */
export function receiveReturn(returnId: string, input: ReturnReceiveInput): Promise<ReceiveAnswer> {
  return apiFetch<ReceiveAnswer>(`/returns/${encodeURIComponent(returnId)}/receive`, {
    method: "POST",
    body: input,
  });
}

/** The refund waits for a second staff member's approval (the API's 202): nothing refunded yet. */
export function waitsForApproval(answer: ReceiveAnswer): answer is ReturnAwaitingApprovalAnswer {
  return "refundApproval" in answer;
}

export function useReceiveReturn(returnId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnReceiveInput) => receiveReturn(returnId, input),
    onSuccess: () =>
      void invalidate(client, "returns", "purchases", "products", "payments", "refund-approvals"),
  });
}
