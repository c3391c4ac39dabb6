import type { RefundApprovalAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export interface DeclineInput {
  id: string;
  reason?: string;
  /** One key per decision sent: the mutation's retries send the same one. */
  idempotencyKey: string;
}

/** POST /refund-approvals/:id/decline `{ reason? }` (refunds staff, not the requester): nothing is refunded. */
export function declineRefundApproval({
  id,
  reason,
  idempotencyKey,
}: DeclineInput): Promise<RefundApprovalAnswer> {
  return apiFetch<RefundApprovalAnswer>(`/refund-approvals/${encodeURIComponent(id)}/decline`, {
    method: "POST",
    body: reason ? { reason } : {},
    idempotencyKey,
  });
}

/** A 403 (the requester's own request) is this screen's answer: the session stays. */
export function useDeclineRefundApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineRefundApproval,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "refund-approvals"),
  });
}
