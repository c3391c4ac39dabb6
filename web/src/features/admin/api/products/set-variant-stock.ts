import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";
import { SAVE_VARIANTS_KEY } from "./set-product-variants";

export interface VariantStockChange {
  productId: string;
  variantId: string;
  availableOrder: number;
}

/** PATCH /products/{id}/stock with `variantId`: one variant's new number of pieces. */
export function setVariantStock({ productId, variantId, availableOrder }: VariantStockChange) {
  return apiFetch<{ availableOrder: number }>(`/products/${encodeURIComponent(productId)}/stock`, {
    method: "PATCH",
    body: { availableOrder, variantId },
  });
}

/** Many variants' stock at once: one PATCH per changed variant, in turn (each its own transaction). */
export async function setVariantStocks(changes: readonly VariantStockChange[]): Promise<void> {
  for (const change of changes) await setVariantStock(change);
}

export function useSetVariantStocks() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: SAVE_VARIANTS_KEY,
    mutationFn: setVariantStocks,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "products"),
  });
}
