import type { Product, WithId } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { useAsync } from "@/lib/use-async";

/** One product (public: no ID token needed). */
export function getProduct(id: string, signal?: AbortSignal) {
  return apiFetch<WithId<Product>>(`/products/${encodeURIComponent(id)}`, { auth: false, signal });
}

export function useProduct(id: string) {
  return useAsync((signal) => getProduct(id, signal), `product:${id}`);
}
