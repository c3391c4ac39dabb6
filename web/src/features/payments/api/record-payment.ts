import type { ModifiedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export interface RecordPaymentInput {
  purchaseId: string;
  transactionId: string;
}

/** PATCH /purchase/{id}: tells the shop which PaymentIntent paid the purchase; the server checks it with Stripe. */
export function recordPayment({ purchaseId, transactionId }: RecordPaymentInput) {
  return apiFetch<ModifiedAnswer>(`/purchase/${encodeURIComponent(purchaseId)}`, {
    method: "PATCH",
    body: { transactionId },
  });
}

/** Records a payment; the purchase and the payments list change. */
export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => void invalidate(client, "purchases", "payments"),
  });
}
