import type { ProductAnswer, ProductSettings } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** PATCH /products/{id}: the product's settings (its 'Maximum per order'; `null` removes it). */
export function changeProductSettings(input: {
  id: string;
  settings: ProductSettings;
}): Promise<ProductAnswer> {
  return apiFetch<ProductAnswer>(`/products/${encodeURIComponent(input.id)}`, {
    method: "PATCH",
    body: input.settings,
  });
}

/** Changes a product's settings; every cached product list and product changes. */
export function useChangeProductSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeProductSettings,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "products"),
  });
}
