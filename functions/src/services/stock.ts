/**
 * Stock: the ONLY place that takes pieces of a product for an order and gives them back
 * (cancellation, expiry, refunds with restock) or sets them (an admin's stock change). Each
 * function works inside the caller's Firestore transaction, so the stock change commits or rolls
 * back together with the purchase it belongs to.
 *
 *   reserveStock(tx, productId, quantity)  → takes `quantity` pieces, or throws
 *                                            AppError("conflict", 'Sold out' | 'Only N left')
 *   returnStock(tx, productId, quantity)   → gives `quantity` pieces back (no-op when the
 *                                            product was deleted)
 *   setStock(tx, productId, total, buckets?) → an admin's new total, spread over the buckets
 *
 * Firestore transactions read before they write: call these after the transaction's own reads
 * (each reads what it needs, then writes) and call at most one of them per transaction.
 *
 * The pieces live in N bucket documents (`products/{id}/stockBuckets/{i}`, @shop/domain's
 * stock.ts). An order reads one bucket picked at random and takes from it when it holds the
 * quantity; otherwise it reads more buckets until one holds it or several together do, so an
 * order is refused only when all buckets together are short (no false "sold out"). Simultaneous
 * orders mostly lock different buckets. The product document is read (never written) per
 * order; its shown `availableOrder` follows the buckets through `scheduleShownStockRefresh`.
 * Products made before buckets existed move their `availableOrder` into buckets on first touch.
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  bucketCountFor,
  bucketVisitOrder,
  outOfStockMessage,
  planTake,
  spreadStock,
  type BucketLevel,
  type Product,
} from "@shop/domain";
import { AppError } from "../core/app-error.js";
import { productsCol, stockBucketsOf } from "../data/converters.js";
import { txRead } from "../data/reads.js";

type Levels = { kind: "buckets"; n: number } | { kind: "legacy"; levels: number[] };

/** Where the product's pieces are: its buckets, or (not yet moved) its own `availableOrder`. */
async function stockOf(
  tx: Transaction,
  productId: string,
): Promise<{ product: Product; levels: Levels } | null> {
  const product = (await txRead(tx, productsCol.doc(productId))).data();
  if (!product) return null;
  if (product.stockBuckets && product.stockBuckets > 0) {
    return { product, levels: { kind: "buckets", n: product.stockBuckets } };
  }
  const stock = Math.max(0, product.availableOrder);
  return { product, levels: { kind: "legacy", levels: spreadStock(stock, bucketCountFor(stock)) } };
}

/** Writes every bucket of a product that has none yet (moving it to buckets). */
function writeAllBuckets(tx: Transaction, productId: string, levels: number[], shown: number): void {
  const col = stockBucketsOf(productId);
  levels.forEach((available, i) => tx.set(col.doc(String(i)), { available }));
  tx.set(productsCol.doc(productId), { stockBuckets: levels.length, availableOrder: shown }, { merge: true });
}

export async function reserveStock(tx: Transaction, productId: string, quantity: number): Promise<void> {
  const stock = await stockOf(tx, productId);
  if (!stock) throw new AppError("conflict", outOfStockMessage(0));
  const { levels } = stock;
  if (levels.kind === "legacy") {
    const read = levels.levels.map((available, index) => ({ index, available }));
    const plan = planTake(read, quantity);
    if (plan.kind === "short") throw new AppError("conflict", outOfStockMessage(plan.available));
    const after = [...levels.levels];
    for (const t of plan.takes) after[t.index] = (after[t.index] ?? 0) - t.quantity;
    writeAllBuckets(
      tx,
      productId,
      after,
      after.reduce((a, b) => a + b, 0),
    );
    return;
  }
  const col = stockBucketsOf(productId);
  const read: BucketLevel[] = [];
  for (const index of bucketVisitOrder(levels.n)) {
    const available = (await txRead(tx, col.doc(String(index)))).data()?.available ?? 0;
    read.push({ index, available });
    const plan = planTake(read, quantity);
    if (plan.kind === "take") {
      for (const t of plan.takes) {
        const before = read.find((b) => b.index === t.index)?.available ?? 0;
        tx.set(col.doc(String(t.index)), { available: before - t.quantity });
      }
      return;
    }
  }
  const plan = planTake(read, quantity);
  throw new AppError("conflict", outOfStockMessage(plan.kind === "short" ? plan.available : 0));
}

export async function returnStock(tx: Transaction, productId: string, quantity: number): Promise<void> {
  const stock = await stockOf(tx, productId);
  if (!stock) return;
  const { levels } = stock;
  if (levels.kind === "legacy") {
    const after = [...levels.levels];
    after[0] = (after[0] ?? 0) + quantity;
    writeAllBuckets(
      tx,
      productId,
      after,
      after.reduce((a, b) => a + b, 0),
    );
    return;
  }
  const index = bucketVisitOrder(levels.n)[0] ?? 0;
  const ref = stockBucketsOf(productId).doc(String(index));
  const available = (await txRead(tx, ref)).data()?.available ?? 0;
  tx.set(ref, { available: available + quantity });
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
): Promise<{ previous: number; stockBuckets: number } | null> {
  const stock = await stockOf(tx, productId);
  if (!stock) return null;
  const col = stockBucketsOf(productId);
  let previous: number;
  let oldCount: number;
  if (stock.levels.kind === "legacy") {
    previous = stock.levels.levels.reduce((a, b) => a + b, 0);
    oldCount = 0;
  } else {
    oldCount = stock.levels.n;
    const snaps = await Promise.all(
      Array.from({ length: oldCount }, (_, i) => txRead(tx, col.doc(String(i)))),
    );
    previous = snaps.reduce((sum, s) => sum + (s.data()?.available ?? 0), 0);
  }
  const n = bucketCountFor(total, buckets ?? stock.product.stockBuckets ?? null);
  for (let i = n; i < oldCount; i += 1) tx.delete(col.doc(String(i)));
  writeAllBuckets(tx, productId, spreadStock(total, n), total);
  return { previous, stockBuckets: n };
}

/** Deletes a product's buckets with it (in the product's deletion transaction). */
export function deleteStock(tx: Transaction, productId: string, product: Product): void {
  const col = stockBucketsOf(productId);
  for (let i = 0; i < (product.stockBuckets ?? 0); i += 1) tx.delete(col.doc(String(i)));
}
