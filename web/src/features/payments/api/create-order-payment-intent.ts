import type { PaymentIntentAnswer } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { paymentKeys } from "./query-keys";

/** POST /orders/{id}/payment-intent: the order's one PaymentIntent, for its total (set by the server). */
export function createOrderPaymentIntent(orderId: string) {
  return apiFetch<PaymentIntentAnswer>(`/orders/${encodeURIComponent(orderId)}/payment-intent`, {
    method: "POST",
  });
}

export const orderPaymentIntentQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.orderPaymentIntent(orderId),
    queryFn: () => createOrderPaymentIntent(orderId),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The order's PaymentIntent, once `enabled` (the order is known to be payable). */
export function useOrderPaymentIntent(orderId: string, enabled: boolean) {
  return useQuery({ ...orderPaymentIntentQuery(orderId), enabled });
}
