/**
 * Options, variants and bundles (issue 48). A product has up to three options (Colour: Black,
 * White) and a variant for each combination it sells: its SKU (unique across the shop,
 * `skus/{SKU}`), prices, stock in buckets of its own, photo and whether it is sold. A bundle
 * variant holds no pieces: it lists parts (a variant of any product and a quantity), and
 * ordering it takes its parts' pieces in the order's one write.
 *
 * Every product has a default variant (id `default`) whose prices and stock are the product's own
 * fields (`priceCents`/`prices`, `stockBuckets` and the buckets `products/{id}/stockBuckets`), so
 * a product without variants, and every call without a `variantId`, work as before. The other
 * variants keep their pieces in `products/{id}/variants/{variantId}/stockBuckets`.
 */
import type { ProductPrices } from "../currency/currency.js";
import { pricesOf } from "../currency/currency.js";

export const DEFAULT_VARIANT_ID = "default";
export const MAX_OPTIONS = 3;
export const VARIANTS_COLLECTION = "variants";

export interface ProductOption {
  name: string;
  values: string[];
}

/** One part of a bundle: `quantity` pieces of a product's variant per bundle. */
export interface BundlePart {
  productId: string;
  variantId: string;
  quantity: number;
}

export interface ProductVariant {
  id: string;
  sku: string;
  /** Option name → this variant's value (one per option of the product). */
  optionValues: Record<string, string>;
  /** Its prices (the default variant's are the product's own `prices`). */
  prices: ProductPrices;
  /** How many buckets hold its pieces (the default variant's: the product's `stockBuckets`). */
  stockBuckets?: number;
  /** Pieces as shown (a bundle's: what its parts allow). */
  availableOrder: number;
  /** Its photo (a URL or a path under /images); absent: the product's image. */
  photo?: string;
  /** Whether it is sold (an unsold variant is shown but cannot be ordered). */
  sold: boolean;
  /** A bundle's parts; absent on a variant with pieces of its own. */
  parts?: BundlePart[];
}

/** The variant fields an order line and its purchase keep (a copy: they outlive the product). */
export interface LineVariant {
  variantId?: string;
  sku?: string;
  optionValues?: Record<string, string>;
  /** A bundle's parts per piece, as they were when ordered (what a cancel or return puts back). */
  parts?: BundlePart[];
}

interface ProductLike {
  priceCents: number;
  prices?: Partial<ProductPrices> | null;
  stockBuckets?: number;
  availableOrder: number;
  image: string;
  variants?: ProductVariant[];
}

export const VARIANT_NOT_FOUND = "This variant of the product does not exist";
export const VARIANT_NOT_SOLD = "This variant is not sold";

/** The SKU of a product's implicit default variant (products from before issue 48). */
export function defaultSku(productId: string): string {
  return productId.toUpperCase();
}

/**
 * The product's variants as they sell: the default one with the product's prices and stock
 * settings; a product without variants has its default one only.
 */
export function variantsOf(productId: string, product: ProductLike): ProductVariant[] {
  const own = {
    prices: pricesOf(product),
    stockBuckets: product.stockBuckets,
    availableOrder: product.availableOrder,
  };
  const list = product.variants?.length
    ? product.variants
    : [{ id: DEFAULT_VARIANT_ID, sku: defaultSku(productId), optionValues: {}, sold: true, ...own }];
  return list.map((v) => (v.id === DEFAULT_VARIANT_ID ? { ...v, ...own } : v));
}

/** The variant an order line names, or the default one when it names none; undefined: no such variant. */
export function findVariant(
  productId: string,
  product: ProductLike,
  variantId?: string | null,
): ProductVariant | undefined {
  const all = variantsOf(productId, product);
  if (variantId) return all.find((v) => v.id === variantId);
  return all.find((v) => v.id === DEFAULT_VARIANT_ID) ?? all[0];
}

/** What an order line keeps of its variant. */
export function lineVariantOf(
  v: ProductVariant,
): Required<Pick<LineVariant, "variantId" | "sku" | "optionValues">> & Pick<LineVariant, "parts"> {
  return {
    variantId: v.id,
    sku: v.sku,
    optionValues: v.optionValues,
    ...(v.parts ? { parts: v.parts } : {}),
  };
}

/** One stock counter's take: `quantity` pieces of a product's variant. */
export interface StockTake {
  productId: string;
  variantId: string;
  quantity: number;
}

/**
 * The pieces lines take, each counter once: a bundle takes its parts' pieces, a variant its own,
 * and two lines drawing on one counter (a bundle and one of its parts) add up, so the order is
 * checked and taken against their sum.
 */
export function stockTakesOf(
  lines: readonly {
    productId: string;
    variantId?: string;
    quantity: number;
    parts?: readonly BundlePart[];
  }[],
): StockTake[] {
  const sums = new Map<string, StockTake>();
  const add = (productId: string, variantId: string, quantity: number) => {
    const key = `${productId}/${variantId}`;
    const known = sums.get(key);
    if (known) known.quantity += quantity;
    else sums.set(key, { productId, variantId, quantity });
  };
  for (const l of lines) {
    if (l.parts?.length) for (const p of l.parts) add(p.productId, p.variantId, p.quantity * l.quantity);
    else add(l.productId, l.variantId ?? DEFAULT_VARIANT_ID, l.quantity);
  }
  return [...sums.values()];
}

/**
 * The other products whose pieces this product's bundles take (stored on the product as
 * `kitPartProductIds`): when one of them is sold alone, the bundle's shown stock is refreshed too.
 */
export function kitPartProductIds(
  productId: string,
  variants: readonly { parts?: BundlePart[] }[],
): string[] {
  const ids = variants.flatMap((v) => (v.parts ?? []).map((p) => p.productId));
  return [...new Set(ids)].filter((id) => id !== productId).sort();
}

/** How many bundles the parts' stock allows (`stockOf` answers a part's pieces). */
export function bundleAvailable(parts: readonly BundlePart[], stockOf: (part: BundlePart) => number): number {
  if (parts.length === 0) return 0;
  return Math.max(0, Math.min(...parts.map((p) => Math.floor(stockOf(p) / p.quantity))));
}

/** The words naming a line's variant on mails, invoices and exports ('X1-WHT · Colour: White'), or ''. */
export function variantLabel(line: LineVariant): string {
  if (!line.sku || line.variantId === undefined) return "";
  const options = Object.entries(line.optionValues ?? {}).map(([k, v]) => `${k}: ${v}`);
  return [line.sku, ...options].join(" · ");
}

export function skuTakenMessage(productName: string): string {
  return `This SKU is already used by ${productName}`;
}

/**
 * How mails, invoices, credit notes and exports name an order line: its product, and for a
 * variant of a product with options or a bundle its SKU and options ('Gimbal X1 (X1-WHT · Colour:
 * White)'); a line of a product without options keeps its product's name alone.
 */
export function lineName(line: LineVariant & { productName: string }): string {
  const named = Object.keys(line.optionValues ?? {}).length > 0 || (line.parts?.length ?? 0) > 0;
  const label = named ? variantLabel(line) : "";
  return label ? `${line.productName} (${label})` : line.productName;
}
