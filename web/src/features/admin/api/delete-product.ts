import { apiFetch } from "@/lib/api-client";

/** DELETE /products/{id}; purchases keep their copy of the product's name and image. */
export function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  return apiFetch<{ deletedCount: number }>(`/products/${encodeURIComponent(id)}`, { method: "DELETE" });
}
