/**
 * Stock kept in buckets: every change of a product's pieces outside an order's own take
 * (stock-take.ts) — giving pieces back (cancellation, expiry, refunds with restock), an admin's
 * new total, deleting a product's buckets with it. Each function works inside the caller's
 * Firestore transaction, so the stock change commits or rolls back with the purchase it belongs to.
 *
 *   returnStock(tx, productId, quantity)   → gives `quantity` pieces back (no-op when the
 *                                            product was deleted); returnStocks for several
 *   setStock(tx, productId, total, buckets?) → an admin's new total, spread over the buckets
 *
 * Firestore transactions read before they write: call these after the transaction's own reads
 * and at most one of them per product and transaction.
 *
 * The pieces live in N bucket documents (`products/{id}/stockBuckets/{i}`, @shop/domain's
 * stock.ts); the product's `availableOrder` is only the figure the grid shows (shown-stock.ts).
 * Every product has buckets from its creation on (products.ts; older ones were moved by the
 * one-time migration in scripts/migrate-stock.ts).
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  DEFAULT_VARIANT_ID,
  bucketCountFor,
  bucketVisitOrder,
  findVariant,
  spreadStock,
  stockTakesOf,
  type BundlePart,
  type Product,
} from "@shop/domain";
import { txRead } from "../platform/reads.js";
import { productsCol, stockBucketsOf, variantBucketsOf } from "./data.js";

/** How many buckets the product has (at least 1: its pieces always live in bucket documents). */
function bucketsOf(product: Product): number {
  return Math.max(1, product.stockBuckets ?? 0);
}

/** What an order line gives back: its variant's pieces, or a bundle's parts' (issue 48). */
export interface StockReturn {
  productId: string;
  variantId?: string;
  quantity: number;
  parts?: readonly BundlePart[];
}

export function returnStock(tx: Transaction, line: StockReturn): Promise<void> {
  return returnStocks(tx, [line]);
}

/**
 * Gives several lines' pieces back in one transaction (a bundle's go back to its parts, each
 * counter once): every read first (the products, one bucket each), then the writes, as Firestore
 * transactions require. A product or variant deleted meanwhile gets nothing back.
 */
export async function returnStocks(tx: Transaction, items: readonly StockReturn[]): Promise<void> {
  const buckets = await Promise.all(
    stockTakesOf(items).map(async ({ productId, variantId, quantity }) => {
      const product = (await txRead(tx, productsCol.doc(productId))).data();
      const variant = product && findVariant(productId, product, variantId);
      if (!variant || variant.parts) return null;
      const index = bucketVisitOrder(Math.max(1, variant.stockBuckets ?? 0))[0] ?? 0;
      const ref = variantBucketsOf(productId, variantId).doc(String(index));
      const available = (await txRead(tx, ref)).data()?.available ?? 0;
      return { ref, available: available + quantity };
    }),
  );
  for (const b of buckets) if (b) tx.set(b.ref, { available: b.available });
}

/**
 * An admin's stock change: `total` pieces spread over `buckets` buckets (the admin's setting;
 * by default the count the new total calls for). Reads every current bucket, so it is exact
 * against simultaneous orders. Answers the total before the change.
 */
export async function setStock(
  tx: Transaction,
  productId: string,
  total: number,
  buckets?: number,
  variantId: string = DEFAULT_VARIANT_ID,
): Promise<{ previous: number; stockBuckets: number } | null> {
  const product = (await txRead(tx, productsCol.doc(productId))).data();
  if (!product) return null;
  const variant = findVariant(productId, product, variantId);
  if (!variant || variant.parts) return null;
  const col = variantBucketsOf(productId, variantId);
  const oldCount = Math.max(1, variant.stockBuckets ?? 0);
  const snaps = await Promise.all(Array.from({ length: oldCount }, (_, i) => txRead(tx, col.doc(String(i)))));
  const previous = snaps.reduce((sum, s) => sum + (s.data()?.available ?? 0), 0);
  const n = bucketCountFor(total, buckets ?? variant.stockBuckets ?? null);
  for (let i = n; i < oldCount; i += 1) tx.delete(col.doc(String(i)));
  spreadStock(total, n).forEach((available, i) => tx.set(col.doc(String(i)), { available }));
  if (variantId === DEFAULT_VARIANT_ID)
    tx.set(productsCol.doc(productId), { stockBuckets: n, availableOrder: total }, { merge: true });
  else {
    // Another variant's bucket count lives in the product's list (issue 48); the shown figures follow.
    const variants = product.variants?.map((v) =>
      v.id === variantId ? { ...v, stockBuckets: n, availableOrder: total } : v,
    );
    tx.update(productsCol.doc(productId), { variants });
  }
  return { previous, stockBuckets: n };
}

/** Deletes a product's buckets with it (in the product's deletion transaction). */
export function deleteStock(tx: Transaction, productId: string, product: Product): void {
  const col = stockBucketsOf(productId);
  for (let i = 0; i < bucketsOf(product); i += 1) tx.delete(col.doc(String(i)));
}
