import { apiFetch } from "@/lib/api-client";

/** Tells the shop which PaymentIntent paid the purchase; the server checks it with Stripe. */
export function recordPayment(purchaseId: string, transactionId: string) {
  return apiFetch<{ modifiedCount: number }>(`/purchase/${encodeURIComponent(purchaseId)}`, {
    method: "PATCH",
    body: { transactionId },
  });
}
