import type { ReviewEligibilityAnswer } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";
import { useAsync } from "@/lib/api/use-async";

/**
 * GET /products/:id/reviews/eligibility: whether a purchase of the product was delivered to the
 * signed-in customer (they may review it), and their review of it (or null).
 */
export function getReviewEligibility(productId: string, signal?: AbortSignal) {
  return apiFetch<ReviewEligibilityAnswer>(`/products/${encodeURIComponent(productId)}/reviews/eligibility`, {
    signal,
  });
}

export function useReviewEligibility(productId: string, uid: string) {
  return useAsync(
    (signal) => getReviewEligibility(productId, signal),
    `review-eligibility:${productId}:${uid}`,
  );
}
