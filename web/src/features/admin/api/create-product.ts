import type { ProductInput } from "@shop/domain/schemas";
import { apiFetch } from "@/lib/api-client";

/** POST /products with the validated input (price already in cents). */
export function createProduct(input: ProductInput): Promise<{ insertedId: string }> {
  return apiFetch<{ insertedId: string }>("/products", { method: "POST", body: input });
}
