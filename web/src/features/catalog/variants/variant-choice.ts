/**
 * Which variant the product page shows (issue 48): the one `?variant=SKU` names, else the default
 * one; and, for each value of each option, the variant choosing it would show (the other options
 * kept) and why it cannot be chosen (no such combination, not sold, sold out).
 */
import { DEFAULT_VARIANT_ID, type ProductOption, type ProductVariant } from "@shop/domain";

/** The query parameter that keeps the chosen variant's SKU (shareable: the storefront renders it). */
export const VARIANT_PARAM = "variant";

export interface VariantProduct {
  options: ProductOption[];
  variants: ProductVariant[];
  minimumOrder: number;
}

/** The variant `sku` names (case-insensitive), else the default one, else the first. */
export function chosenVariant(p: VariantProduct, sku: string | null): ProductVariant | undefined {
  const wanted = sku?.trim().toUpperCase();
  return (
    (wanted ? p.variants.find((v) => v.sku.toUpperCase() === wanted) : undefined) ??
    p.variants.find((v) => v.id === DEFAULT_VARIANT_ID) ??
    p.variants[0]
  );
}

/** Whether a variant's pieces are gone (the page's rule: strictly more than the minimum order). */
export const isSoldOut = (v: ProductVariant, minimumOrder: number) => v.availableOrder <= minimumOrder;

/** Why a variant cannot be chosen, or null when it can. */
export function unavailableReason(v: ProductVariant | undefined, minimumOrder: number): string | null {
  if (!v) return "Not available";
  if (!v.sold) return "Not sold";
  if (isSoldOut(v, minimumOrder)) return "Sold out";
  return null;
}

/** The variant with `current`'s values and `value` for `option`, if the product has it. */
export function variantWith(
  p: VariantProduct,
  current: ProductVariant,
  option: string,
  value: string,
): ProductVariant | undefined {
  const wanted = { ...current.optionValues, [option]: value };
  return p.variants.find((v) => p.options.every((o) => v.optionValues[o.name] === wanted[o.name]));
}

/** The variant's options in words ('Colour: White, Edition: Kit'). */
export function optionsText(p: Pick<VariantProduct, "options">, v: ProductVariant): string {
  return p.options.map((o) => `${o.name}: ${v.optionValues[o.name] ?? ""}`).join(", ");
}

/** The purchase page of the product (`/products/:id`), with the chosen variant's `?variant=SKU`. */
export function buyNowPath(productId: string, variant: Pick<ProductVariant, "sku"> | null): string {
  const path = `/products/${encodeURIComponent(productId)}`;
  return variant ? `${path}?${new URLSearchParams({ [VARIANT_PARAM]: variant.sku }).toString()}` : path;
}
