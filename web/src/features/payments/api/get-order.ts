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

/** The order being paid for. */
export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
