import type { DeletedAnswer } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";

/** DELETE /products/:id/reviews/mine. */
export function deleteMyReview(productId: string) {
  return apiFetch<DeletedAnswer>(`/products/${encodeURIComponent(productId)}/reviews/mine`, {
    method: "DELETE",
  });
}
