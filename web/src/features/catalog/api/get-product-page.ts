import type { ProductPageAnswer } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";
import { useAsync } from "@/lib/api/use-async";

/** GET /product-pages/:slug: the product's page and its first reviews (public). */
export function getProductPage(slug: string, signal?: AbortSignal) {
  return apiFetch<ProductPageAnswer>(`/product-pages/${encodeURIComponent(slug)}`, { auth: false, signal });
}

/** The `useAsync` key of a product page (also the key of the storefront's answer in the HTML). */
export const productPageKey = (slug: string) => `product-page:${slug}`;

export function useProductPage(slug: string) {
  return useAsync((signal) => getProductPage(slug, signal), productPageKey(slug));
}
