/**
 * The exact stock of a product's variants (issue 48): each variant's own buckets summed, a
 * bundle's as its scarcest part allows. GET /products/:id answers it; the shown-stock refresh
 * writes it on the product (each variant's `availableOrder`, and their sum on the product's).
 */
import { bundleAvailable, variantsOf, type Product, type ProductVariant } from "@shop/domain";
import { readSum } from "../platform/reads.js";
import { variantBucketsOf } from "./data.js";

/** The exact number of pieces left of a variant (the default one unless named; 1 read per 1000 buckets). */
export function exactStock(productId: string, variantId?: string): Promise<number> {
  return readSum(variantBucketsOf(productId, variantId), "available");
}

/** Every variant of the product with its exact pieces (bundles: what their parts allow). */
export async function variantsWithStock(productId: string, product: Product): Promise<ProductVariant[]> {
  const variants = variantsOf(productId, product);
  const partKeys = new Map<string, Promise<number>>();
  const stockOf = (pid: string, vid: string) => {
    const key = `${pid}/${vid}`;
    const known = partKeys.get(key) ?? exactStock(pid, vid);
    partKeys.set(key, known);
    return known;
  };
  return Promise.all(
    variants.map(async (v) => {
      if (!v.parts) return { ...v, availableOrder: await stockOf(productId, v.id) };
      const levels = await Promise.all(v.parts.map((p) => stockOf(p.productId, p.variantId)));
      const byPart = new Map(v.parts.map((p, i) => [p, levels[i] ?? 0]));
      return { ...v, availableOrder: bundleAvailable(v.parts, (p) => byPart.get(p) ?? 0) };
    }),
  );
}

/**
 * The product's shown total: the pieces of every variant it sells with stock of its own (its
 * bundles draw on those pieces, so they are not counted twice); a product of bundles only: the
 * bundles the parts allow.
 */
export function totalOf(variants: readonly ProductVariant[]): number {
  const sold = variants.filter((v) => v.sold);
  const own = sold.filter((v) => !v.parts);
  return (own.length > 0 ? own : sold).reduce((sum, v) => sum + v.availableOrder, 0);
}
