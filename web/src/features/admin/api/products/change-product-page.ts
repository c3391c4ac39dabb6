import type { ProductPageInput, ProductPageProduct } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** PATCH /products/{id}/page: the page's address, photos, specifications and SEO texts. */
export function changeProductPage(input: {
  id: string;
  page: ProductPageInput;
}): Promise<ProductPageProduct> {
  return apiFetch<ProductPageProduct>(`/products/${encodeURIComponent(input.id)}/page`, {
    method: "PATCH",
    body: input.page,
  });
}

/** Changes a product's page; every cached product list changes (its image may be a new first photo). */
export function useChangeProductPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeProductPage,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "products"),
  });
}
