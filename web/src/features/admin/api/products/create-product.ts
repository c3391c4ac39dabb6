import type { InsertedAnswer, ProductInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** POST /products with the validated input (price already in cents). */
export function createProduct(input: ProductInput): Promise<{ insertedId: string }> {
  return apiFetch<InsertedAnswer>("/products", { method: "POST", body: input });
}

/** Adds a product; every cached product list changes. A 403 is answered with 'Failed to add the New Product'. */
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "products"),
  });
}
