import type { ProductReviewPage } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";
import { useAsync } from "@/lib/api/use-async";

/**
 * GET /products/:id/reviews?page=: one page of a product's reviews, newest first (public).
 * `fresh`: past the browser's cache (after the customer changed their own review).
 */
export function getProductReviews(productId: string, page: number, signal?: AbortSignal, fresh = false) {
  return apiFetch<ProductReviewPage>(`/products/${encodeURIComponent(productId)}/reviews`, {
    auth: false,
    query: { page },
    signal,
    ...(fresh && { cache: "no-cache" as const }),
  });
}

/** Page 2 and later (page 1 comes with the product's page). */
export function useProductReviews(productId: string, page: number) {
  return useAsync(
    (signal) => getProductReviews(productId, page, signal),
    `product-reviews:${productId}:${page}`,
  );
}
