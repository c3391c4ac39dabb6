import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product, WithId } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { orderKeys } from "./query-keys";

/** GET /products/{id}: one product (public: no ID token needed). */
export function getProduct(id: string, signal?: AbortSignal) {
  return apiFetch<WithId<Product>>(`/products/${encodeURIComponent(id)}`, { auth: false, signal });
}

export const productQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
