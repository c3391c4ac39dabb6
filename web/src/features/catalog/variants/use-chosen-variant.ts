import type { ProductVariant } from "@shop/domain";
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { chosenVariant, VARIANT_PARAM, type VariantProduct } from "./variant-choice";

/**
 * The variant the page shows, kept in `?variant=SKU` (the page's other parameters stay; the choice
 * replaces the history entry instead of adding one per click).
 */
export function useChosenVariant(product: VariantProduct) {
  const [params, setParams] = useSearchParams();
  const variant = chosenVariant(product, params.get(VARIANT_PARAM));
  const choose = useCallback(
    (v: ProductVariant) =>
      setParams(
        (before) => {
          const next = new URLSearchParams(before);
          next.set(VARIANT_PARAM, v.sku);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { variant, choose };
}
