import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentIntentAnswer } from "@shop/domain";
import { apiFetch } from "@/lib/api-client";
import { paymentKeys } from "./query-keys";

/**
 * POST /create-payment-intent: the purchase's PaymentIntent, created or reused by the server (which
 * sets the amount from the purchase). Idempotent, so the page reads it like data.
 */
export function createPaymentIntent(purchaseId: string) {
  return apiFetch<PaymentIntentAnswer>("/create-payment-intent", { method: "POST", body: { purchaseId } });
}

export const paymentIntentQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: paymentKeys.paymentIntent(purchaseId),
    queryFn: () => createPaymentIntent(purchaseId),
    // One per visit of the payment page: kept while the page is open, asked again on the next visit.
    staleTime: Infinity,
    gcTime: 0,
  });

/** The purchase's PaymentIntent, once `enabled` (the purchase is known to be payable). */
export function usePaymentIntent(purchaseId: string, enabled: boolean) {
  return useQuery({ ...paymentIntentQuery(purchaseId), enabled });
}
