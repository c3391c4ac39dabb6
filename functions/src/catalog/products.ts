import { FieldValue } from "firebase-admin/firestore";
import {
  DEFAULT_LOCALE,
  localizeProduct,
  type Locale,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_VARIANT_ID,
  OTHER_CURRENCIES,
  pricesOf,
  type PricesChange,
  type Product,
  type ProductPrices,
  bucketCountFor,
  spreadStock,
  type LowStockAnswer,
  type LowStockChange,
  type ProductAnswer,
  type ProductInput,
  type ProductPage,
  type ProductSettings,
  MAX_BELOW_MINIMUM_MESSAGE,
  type StockChange,
  type StockChangeAnswer,
  COLLECTIONS,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import { rehostImage } from "../uploads/index.js";
import { db, inTransaction } from "../platform/firestore.js";
import { assertRecentSignIn, type Caller } from "../platform/caller.js";
import { readNewestFirstPage, type PageRequest } from "../platform/paging.js";
import { readDoc, readQuery, txRead } from "../platform/reads.js";
import {
  PRODUCT_NOT_FOUND,
  productsCol,
  skusCol,
  slugsCol,
  stockBucketsOf,
  variantBucketsOf,
} from "./data.js";
import { claimFreeSlug } from "./product-pages.js";
import { scheduleShownStockRefresh } from "./shown-stock.js";
import { deleteStock, setStock } from "./stock.js";
import { rearmLowStock } from "./stock-alerts.js";
import { exactStock, totalOf, variantsWithStock } from "./variant-stock.js";

export { PRODUCT_NOT_FOUND };

/**
 * One page ordered by creation time (newest first), plus the collection's count (1 read per
 * 1000). The stock shown is each product's `availableOrder` (follows the buckets within seconds,
 * shown-stock.ts); `exactStock` (admins) sums the buckets of each product on the page. Each
 * product's words in `locale` where translated (issue 51; its `translations` are never listed).
 */
export async function listProducts(
  req: PageRequest,
  { exact = false, locale = DEFAULT_LOCALE }: { exact?: boolean; locale?: Locale } = {},
): Promise<ProductPage> {
  const read = await readNewestFirstPage(productsCol, req);
  const page = { ...read, items: read.items.map((p) => localizeProduct(p, locale).product) };
  if (!exact) return page;
  const items = await Promise.all(
    page.items.map(async (p) => ({ ...p, availableOrder: await exactStock(p._id) })),
  );
  return { ...page, items };
}

/** One product with its exact stock (the purchase page), its words in `locale` (issue 51). */
export async function getProduct(id: string, locale: Locale = DEFAULT_LOCALE): Promise<ProductAnswer> {
  const snap = await readDoc(productsCol.doc(id));
  const product = snap.data();
  if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  const variants = await variantsWithStock(id, product);
  const options = product.options ?? [];
  const answer = {
    _id: snap.id,
    ...product,
    prices: pricesOf(product),
    availableOrder: totalOf(variants),
    options,
    variants,
  };
  return localizeProduct(answer, locale).product;
}

/**
 * A new product with its pieces already spread over its stock buckets. An image given by an
 * outside address is fetched once and kept in the bucket (`products/{id}`) before anything is
 * written: a refused image leaves no product behind.
 */
export async function createProduct(actor: Caller, input: ProductInput): Promise<{ insertedId: string }> {
  const ref = productsCol.doc();
  const image = await rehostImage(input.image, `products/${ref.id}`);
  const { stockBuckets: setting, prices, ...rest } = input;
  const fields = { ...rest, prices: { ...prices, usd: input.priceCents }, image };
  const levels = spreadStock(input.availableOrder, bucketCountFor(input.availableOrder, setting));
  const lowStockThreshold = fields.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  // Its page's address comes from its name (product-pages.ts), claimed with the product.
  await inTransaction(async (tx) => {
    const slug = await claimFreeSlug(tx, input.name, ref.id);
    const now = Date.now();
    const stockBuckets = levels.length;
    tx.create(ref, { ...fields, lowStockThreshold, stockBuckets, slug, createdAt: now, updatedAt: now });
    levels.forEach((available, i) => tx.set(stockBucketsOf(ref.id).doc(String(i)), { available }));
    recordAudit(tx, actor, {
      kind: "product-create",
      path: ref.path,
      before: null,
      after: {
        name: input.name,
        slug,
        priceCents: input.priceCents,
        available: input.availableOrder,
        minimumOrder: input.minimumOrder,
      },
    });
  });
  return { insertedId: ref.id };
}

/** PATCH /products/:id/stock (admin): a new total (and bucket setting), exact against orders. */
export async function changeStock(
  actor: Caller,
  id: string,
  change: StockChange,
): Promise<StockChangeAnswer> {
  const result = await inTransaction(async (tx) => {
    const product = (await txRead(tx, productsCol.doc(id))).data();
    const set = await setStock(tx, id, change.availableOrder, change.stockBuckets, change.variantId);
    // A restock above the threshold re-arms the alert at once: a crossing right after it mails.
    if (product && set && !change.variantId) rearmLowStock(tx, id, product, change.availableOrder);
    if (set) {
      const variant = { variantId: change.variantId ?? null };
      recordAudit(tx, actor, {
        kind: "product-stock",
        path: productsCol.doc(id).path,
        before: { ...variant, available: set.previous },
        after: { ...variant, available: change.availableOrder, stockBuckets: set.stockBuckets },
      });
    }
    return set;
  });
  if (!result) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  // The refresh also re-arms (or sends) the low-stock alert for the new total (stock-alerts.ts).
  await scheduleShownStockRefresh(id);
  return { availableOrder: change.availableOrder, ...result };
}

/** PATCH /products/:id/low-stock (admin): a new threshold, checked against the stock at once. */
export async function changeLowStockThreshold(
  actor: Caller,
  id: string,
  change: LowStockChange,
): Promise<LowStockAnswer> {
  const ref = productsCol.doc(id);
  await inTransaction(async (tx) => {
    const product = (await txRead(tx, ref)).data();
    if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    tx.update(ref, { lowStockThreshold: change.lowStockThreshold });
    recordAudit(tx, actor, {
      kind: "product-settings",
      path: ref.path,
      before: { lowStockThreshold: product.lowStockThreshold ?? null },
      after: { lowStockThreshold: change.lowStockThreshold },
    });
  });
  await scheduleShownStockRefresh(id);
  return { lowStockThreshold: change.lowStockThreshold };
}

/** Purchases keep their own copies of name, image and price, so they outlive the product. */
export async function deleteProduct(actor: Caller, id: string): Promise<{ deletedCount: number }> {
  const ref = productsCol.doc(id);
  // Issue 52, a second look: a product that has orders is deleted only after a recent sign-in.
  const ordered = !(
    await readQuery(db.collection(COLLECTIONS.purchases).where("productId", "==", id).limit(1))
  ).empty;
  return inTransaction(async (tx) => {
    const product = (await txRead(tx, ref)).data();
    if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    if (ordered) assertRecentSignIn(actor);
    deleteStock(tx, id, product);
    // Its variants' own buckets and SKUs go with it (issue 48).
    for (const v of product.variants ?? []) {
      tx.delete(skusCol.doc(v.sku));
      if (v.id !== DEFAULT_VARIANT_ID && !v.parts)
        for (let i = 0; i < Math.max(1, v.stockBuckets ?? 0); i += 1)
          tx.delete(variantBucketsOf(id, v.id).doc(String(i)));
    }
    // Its address is free again; former ones find no product (404).
    if (product.slug) tx.delete(slugsCol.doc(product.slug));
    tx.delete(ref);
    const before = { name: product.name, slug: product.slug ?? null, ordered };
    recordAudit(tx, actor, { kind: "product-delete", path: ref.path, before, after: null });
    return { deletedCount: 1 };
  });
}

/**
 * PATCH /products/:id (admin, Manage Product): the product's settings — its 'Maximum per order'
 * (`null`: none), checked against the product's minimum, and its prices per currency (`null`:
 * no longer sold in that currency; `usd` is also its `priceCents`), in one transaction.
 */
export async function changeProductSettings(
  actor: Caller,
  id: string,
  settings: ProductSettings,
): Promise<ProductAnswer> {
  const ref = productsCol.doc(id);
  await inTransaction(async (tx) => {
    const product = (await txRead(tx, ref)).data();
    if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    const { maxPerOrder, prices } = settings;
    if (maxPerOrder !== undefined && maxPerOrder !== null && maxPerOrder <= product.minimumOrder)
      throw new AppError("invalid-argument", MAX_BELOW_MINIMUM_MESSAGE);
    const change: Partial<Record<keyof Product, unknown>> = { updatedAt: Date.now() };
    if (maxPerOrder !== undefined) {
      change.maxPerOrder = maxPerOrder ?? FieldValue.delete();
      recordAudit(tx, actor, {
        kind: "product-settings",
        path: ref.path,
        before: { maxPerOrder: product.maxPerOrder ?? null },
        after: { maxPerOrder },
      });
    }
    if (prices) {
      const list = changedPrices(pricesOf(product), prices);
      change.prices = list;
      change.priceCents = list.usd;
      const before = pricesOf(product);
      recordAudit(tx, actor, {
        kind: "product-prices",
        path: ref.path,
        before: { ...before },
        after: { ...list },
      });
    }
    tx.update(ref, change);
  });
  return getProduct(id);
}

/** The price list after a change (`null` removes a currency's price). */
function changedPrices(before: ProductPrices, change: PricesChange): ProductPrices {
  const after: ProductPrices = { usd: change.usd ?? before.usd };
  for (const c of OTHER_CURRENCIES) {
    const price = change[c] === undefined ? before[c] : change[c];
    if (price !== null && price !== undefined) after[c] = price;
  }
  return after;
}
