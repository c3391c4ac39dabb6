import type { OrderAnswer } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { paymentKeys } from "./query-keys";

/** GET /orders/{id}: an order of several products with its purchases (owner or admin). */
export function getOrder(id: string, signal?: AbortSignal) {
  return apiFetch<OrderAnswer>(`/orders/${encodeURIComponent(id)}`, { signal });
}

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    meta: { forbiddenIsAnswer: true },
  });

/** How often the page asks again while the bank or the webhook has the last word. */
export const ORDER_POLL_MS = { returning: 1_500, processing: 5_000 } as const;

/**
 * The order being paid for. While `watch` says so (back from a redirect, or a debit processing)
 * it is asked again every few seconds: the webhook changes it, never the page.
 */
export function useOrder(id: string, watch: (order: OrderAnswer) => number | false = () => false) {
  return useQuery({
    ...orderQuery(id),
    refetchInterval: (query) => (query.state.data ? watch(query.state.data) : false),
  });
}
