import type { ProductReviewAnswer } from "@shop/domain";
import { ApiError, apiFetch } from "@/lib/api-client";
import { useAsync } from "@/lib/use-async";

/** GET /products/:id/reviews/mine: the signed-in customer's review of the product, or null (404). */
export async function getMyReview(productId: string, signal?: AbortSignal) {
  try {
    return await apiFetch<ProductReviewAnswer>(`/products/${encodeURIComponent(productId)}/reviews/mine`, {
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMyReview(productId: string, uid: string) {
  return useAsync((signal) => getMyReview(productId, signal), `my-review:${productId}:${uid}`);
}
