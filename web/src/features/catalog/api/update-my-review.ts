import type { ProductReviewAnswer, ProductReviewInput } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";

/** PUT /products/:id/reviews/mine: the customer's new stars, title and text. */
export function updateMyReview(productId: string, review: ProductReviewInput) {
  return apiFetch<ProductReviewAnswer>(`/products/${encodeURIComponent(productId)}/reviews/mine`, {
    method: "PUT",
    body: review,
  });
}
