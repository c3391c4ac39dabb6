/**
 * PUT /products/:id/variants (admin, issue 48): a product's options and variants in one
 * transaction — SKUs claimed across the shop (`skus/{SKU}`: 409 'This SKU is already used by
 * <product>'), a new variant's pieces spread over buckets of its own, a removed variant's buckets
 * deleted, bundles' parts checked (an existing variant with pieces of its own). The default
 * variant's prices and stock stay the product's (PATCH /products/:id, PATCH …/stock).
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  DEFAULT_VARIANT_ID,
  VARIANT_NOT_FOUND,
  bucketCountFor,
  findVariant,
  kitPartProductIds,
  pricesOf,
  skuTakenMessage,
  spreadStock,
  variantsOf,
  type BundlePart,
  type Product,
  type ProductAnswer,
  type ProductVariant,
  type VariantsInput,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import type { Caller } from "../platform/caller.js";
import { inTransaction } from "../platform/firestore.js";
import { txRead } from "../platform/reads.js";
import { PRODUCT_NOT_FOUND, productsCol, skusCol, variantBucketsOf } from "./data.js";
import { getProduct } from "./products.js";
import { scheduleShownStockRefresh } from "./shown-stock.js";

type VariantInput = VariantsInput["variants"][number];

export async function setVariants(actor: Caller, id: string, input: VariantsInput): Promise<ProductAnswer> {
  await inTransaction(async (tx) => {
    const product = (await txRead(tx, productsCol.doc(id))).data();
    if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    const before = variantsOf(id, product);
    await checkParts(
      tx,
      id,
      input.variants.flatMap((v) => v.parts ?? []),
    );
    const variants = input.variants.map((v) => variantOf(v, before));
    await claimSkus(tx, id, product, variants, before);
    for (const gone of before.filter(
      (b) => b.id !== DEFAULT_VARIANT_ID && !variants.some((v) => v.id === b.id),
    ))
      for (let i = 0; i < Math.max(1, gone.stockBuckets ?? 0); i += 1)
        tx.delete(variantBucketsOf(id, gone.id).doc(String(i)));
    for (const v of variants.filter((v) => !before.some((b) => b.id === v.id) && !v.parts))
      spreadStock(v.availableOrder, v.stockBuckets ?? 1).forEach((available, i) =>
        tx.set(variantBucketsOf(id, v.id).doc(String(i)), { available }),
      );
    const own = variants.find((v) => v.id === DEFAULT_VARIANT_ID);
    const prices = own && input.variants.find((v) => v.id === DEFAULT_VARIANT_ID)?.prices;
    tx.update(productsCol.doc(id), {
      options: input.options,
      variants,
      kitPartProductIds: kitPartProductIds(id, variants),
      updatedAt: Date.now(),
      ...(prices ? { prices: { ...pricesOf(product), ...prices }, priceCents: prices.usd } : {}),
    });
    const skus = (list: readonly ProductVariant[]) => list.map((v) => v.sku).join(" ");
    recordAudit(tx, actor, {
      kind: "product-variants",
      path: productsCol.doc(id).path,
      before: { options: (product.options ?? []).map((o) => o.name).join(" "), skus: skus(before) },
      after: { options: input.options.map((o) => o.name).join(" "), skus: skus(variants) },
    });
  });
  await scheduleShownStockRefresh(id);
  return getProduct(id);
}

/** The stored variant: an existing one keeps its id, buckets and shown stock; a new one gets its own. */
function variantOf(v: VariantInput, before: readonly ProductVariant[]): ProductVariant {
  const known = v.id ? before.find((b) => b.id === v.id) : undefined;
  const id = v.id ?? productsCol.doc().id;
  const pieces = known?.availableOrder ?? v.availableOrder ?? 0;
  return {
    id,
    sku: v.sku,
    optionValues: v.optionValues,
    prices: v.prices ?? known?.prices ?? { usd: 0 },
    availableOrder: v.parts ? 0 : pieces,
    sold: v.sold,
    ...(v.photo ? { photo: v.photo } : {}),
    ...(v.parts ? { parts: v.parts } : { stockBuckets: known?.stockBuckets ?? bucketCountFor(pieces) }),
  };
}

/** Every part is an existing variant with pieces of its own (no bundle of bundles). */
async function checkParts(tx: Transaction, id: string, parts: readonly BundlePart[]): Promise<void> {
  const ids = [...new Set(parts.map((p) => p.productId))];
  const products = await Promise.all(ids.map(async (pid) => (await txRead(tx, productsCol.doc(pid))).data()));
  for (const part of parts) {
    const product = products[ids.indexOf(part.productId)];
    const variant = product && findVariant(part.productId, product, part.variantId);
    if (!variant || variant.parts)
      throw new AppError(
        "invalid-argument",
        `A bundle's part must be a variant with its own stock: ${VARIANT_NOT_FOUND}`,
      );
  }
}

/** Claims every SKU for this product (409 when another product has it) and frees the ones it drops. */
async function claimSkus(
  tx: Transaction,
  id: string,
  product: Product,
  variants: readonly ProductVariant[],
  before: readonly ProductVariant[],
): Promise<void> {
  const claims = await Promise.all(variants.map(async (v) => (await txRead(tx, skusCol.doc(v.sku))).data()));
  for (const claim of claims)
    if (claim && claim.productId !== id) throw new AppError("conflict", skuTakenMessage(claim.productName));
  const kept = new Set(variants.map((v) => v.sku));
  for (const b of before) if (!kept.has(b.sku)) tx.delete(skusCol.doc(b.sku));
  variants.forEach((v, i) => {
    if (!claims[i]) tx.set(skusCol.doc(v.sku), { productId: id, variantId: v.id, productName: product.name });
  });
}
