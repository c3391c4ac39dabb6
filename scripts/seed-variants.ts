/**
 * The demo shop's options, variants and bundles (issue 48): the X1 in Black (its default variant:
 * the product's own prices and stock) and White, each also as a kit with the tripod and the carry
 * case (bundles: their pieces are their parts'). Other demo products get their default variant
 * from the migration (migrate-variants.ts).
 */
import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  DEFAULT_VARIANT_ID,
  STOCK_BUCKETS_COLLECTION,
  VARIANTS_COLLECTION,
  bucketCountFor,
  bundleAvailable,
  spreadStock,
  type BundlePart,
  type ProductOption,
  type ProductVariant,
} from "@shop/domain";

const X1 = "x1-bundle";
const kitParts = (x1Variant: string) => [
  { productId: X1, variantId: x1Variant, quantity: 1 },
  { productId: "tripod", variantId: DEFAULT_VARIANT_ID, quantity: 1 },
  { productId: "carry-case", variantId: DEFAULT_VARIANT_ID, quantity: 1 },
];
const KIT_PRICES = { usd: 29900, eur: 29900, gbp: 25900 };

/** Per product id: its options and variants (`availableOrder` of a variant with its own stock: its pieces). */
export const SEED_VARIANTS: Record<string, { options: ProductOption[]; variants: ProductVariant[] }> = {
  [X1]: {
    options: [
      { name: "Colour", values: ["Black", "White"] },
      { name: "Edition", values: ["Gimbal", "Kit"] },
    ],
    variants: [
      {
        id: DEFAULT_VARIANT_ID,
        sku: "X1-BLK",
        optionValues: { Colour: "Black", Edition: "Gimbal" },
        prices: { usd: 24900, eur: 24900, gbp: 21900 },
        availableOrder: 120,
        sold: true,
      },
      {
        id: "white",
        sku: "X1-WHT",
        optionValues: { Colour: "White", Edition: "Gimbal" },
        prices: { usd: 24900, eur: 24900, gbp: 21900 },
        availableOrder: 40,
        stockBuckets: 1,
        sold: true,
      },
      {
        id: "kit-black",
        sku: "X1-KIT-BLK",
        optionValues: { Colour: "Black", Edition: "Kit" },
        prices: KIT_PRICES,
        availableOrder: 0,
        sold: true,
        parts: kitParts(DEFAULT_VARIANT_ID),
      },
      {
        id: "kit-white",
        sku: "X1-KIT-WHT",
        optionValues: { Colour: "White", Edition: "Kit" },
        prices: KIT_PRICES,
        availableOrder: 0,
        sold: true,
        parts: kitParts("white"),
      },
    ],
  },
};

/**
 * A seeded product's variants with each bundle's shown stock what its parts' seeded pieces allow
 * (the figure the grid and page show before any order refreshes it); `piecesOf` answers a seeded
 * product's own pieces.
 */
export function seededVariants(productId: string, piecesOf: (productId: string) => number): ProductVariant[] {
  const variants = SEED_VARIANTS[productId]?.variants ?? [];
  const stockOf = (part: BundlePart) =>
    part.productId === productId
      ? (variants.find((v) => v.id === part.variantId)?.availableOrder ?? 0)
      : (SEED_VARIANTS[part.productId]?.variants.find((v) => v.id === part.variantId)?.availableOrder ??
        piecesOf(part.productId));
  return variants.map((v) => (v.parts ? { ...v, availableOrder: bundleAvailable(v.parts, stockOf) } : v));
}

/** Writes a seeded product's variants' own buckets and SKU claims (the product document holds the rest). */
export function seedVariantStock(
  batch: WriteBatch,
  db: Firestore,
  productId: string,
  productName: string,
): void {
  for (const v of SEED_VARIANTS[productId]?.variants ?? []) {
    batch.create(db.collection(COLLECTIONS.skus).doc(v.sku), { productId, variantId: v.id, productName });
    if (v.id === DEFAULT_VARIANT_ID || v.parts) continue;
    const levels = spreadStock(v.availableOrder, bucketCountFor(v.availableOrder, v.stockBuckets));
    const variantRef = db
      .collection(COLLECTIONS.products)
      .doc(productId)
      .collection(VARIANTS_COLLECTION)
      .doc(v.id);
    levels.forEach((available, i) =>
      batch.create(variantRef.collection(STOCK_BUCKETS_COLLECTION).doc(String(i)), { available }),
    );
  }
}
