import type { ProductAnswer, VariantsInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/**
 * PUT /products/{id}/variants: the product's options and variants (bundles' parts included); a SKU
 * another product uses answers 409 'This SKU is already used by <product>'.
 */
export function setProductVariants(input: { id: string; variants: VariantsInput }): Promise<ProductAnswer> {
  return apiFetch<ProductAnswer>(`/products/${encodeURIComponent(input.id)}/variants`, {
    method: "PUT",
    body: input.variants,
  });
}

/** The variants editor's mutations (its Save button waits while one runs). */
export const SAVE_VARIANTS_KEY = ["products", "save-variants"] as const;

export function useSetProductVariants() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: SAVE_VARIANTS_KEY,
    mutationFn: setProductVariants,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "products"),
  });
}
