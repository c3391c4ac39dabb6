import type { RefundApprovalAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export interface ApproveInput {
  id: string;
  /** One key per click: the mutation's retries send the same one and the refund is made once. */
  idempotencyKey: string;
}

/** POST /refund-approvals/:id/approve (refunds staff, not the requester): the refund is made. */
export function approveRefundApproval({ id, idempotencyKey }: ApproveInput): Promise<RefundApprovalAnswer> {
  return apiFetch<RefundApprovalAnswer>(`/refund-approvals/${encodeURIComponent(id)}/approve`, {
    method: "POST",
    body: {},
    idempotencyKey,
  });
}

/** A 403 (the requester's own request) is this screen's answer: the session stays. */
export function useApproveRefundApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveRefundApproval,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "refund-approvals", "payments", "purchases"),
  });
}
