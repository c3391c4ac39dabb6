import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RefundAnswer, RefundApprovalAnswer } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/**
 * `POST /purchase/{id}/refund` (admin): a full refund; `restock` puts the pieces back on sale.
 * Above the approval limit (issue 52) the API answers 202 with the approval request instead.
 */
export function refundPurchase(
  purchaseId: string,
  restock: boolean,
): Promise<RefundAnswer | RefundApprovalAnswer> {
  return apiFetch<RefundAnswer | RefundApprovalAnswer>(`/purchase/${encodeURIComponent(purchaseId)}/refund`, {
    method: "POST",
    body: { restock },
  });
}

/** The refund waits for a second staff member's approval (the API's 202): nothing refunded yet. */
export function sentForApproval(answer: RefundAnswer | RefundApprovalAnswer): answer is RefundApprovalAnswer {
  return "requestedBy" in answer;
}

export interface RefundInput {
  purchaseId: string;
  restock: boolean;
}

/**
 * Refunds a paid purchase; the payments, the purchase and (restocked) the product's stock change.
 * A 403 is shown as 'Fail to Refund'.
 */
export function useRefundPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, restock }: RefundInput) => refundPurchase(purchaseId, restock),
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "payments", "purchases", "products", "refund-approvals"),
  });
}
