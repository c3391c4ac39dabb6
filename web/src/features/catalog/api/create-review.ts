import type { InsertedAnswer, ProductReviewInput } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";

/** POST /products/:id/reviews: the customer's review (403 unless the product was delivered to them). */
export function createReview(productId: string, review: ProductReviewInput) {
  return apiFetch<InsertedAnswer>(`/products/${encodeURIComponent(productId)}/reviews`, {
    method: "POST",
    body: review,
  });
}
