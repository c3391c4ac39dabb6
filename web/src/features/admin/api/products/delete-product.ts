import type { DeletedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** DELETE /products/{id}; purchases keep their copy of the product's name and image. */
export function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  return apiFetch<DeletedAnswer>(`/products/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Deletes a product; every cached product list and product changes. A 403 is shown as a failure toast. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "products"),
  });
}
