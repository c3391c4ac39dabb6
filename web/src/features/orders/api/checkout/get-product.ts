import type { ProductAnswer } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { orderKeys } from "../query-keys";

/**
 * GET /products/{id}: one product (public: no ID token needed). The answer may be reused by the
 * browser while it revalidates; the order page asks the server each time, so the stock it shows
 * is the one the query cache holds (refetched after an order or a cancellation).
 */
export function getProduct(id: string, signal?: AbortSignal) {
  return apiFetch<ProductAnswer>(`/products/${encodeURIComponent(id)}`, {
    auth: false,
    signal,
    cache: "no-cache",
  });
}

export const productQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
