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
 * An order of a product in buckets takes its pieces without a lock instead:
 *   refuseWhenShort(product, sum, quantity) → 'Sold out' / 'Only N left' at once when too late
 *   planBucketTakes(productId, n, quantity) → which bucket(s), read (or refuses)
 *   writeBucketTakes(batch, productId, takes) → the decrements, each conditional on its bucket's
 *                                            update time, in the order's atomic write
 *
 * The pieces live in N bucket documents (`products/{id}/stockBuckets/{i}`, @shop/domain's
 * stock.ts). An order reads one bucket picked at random and takes from it when it holds the
 * quantity; otherwise it reads all buckets and takes from one that holds it or several together,
 * so an order is refused only when all buckets together are short (no false "sold out"). Its
 * decrement, its purchase and its mail are ONE atomic write, conditional on the buckets it read
 * being unchanged (optimistic concurrency; services/purchases.ts retries a stale one at once):
 * simultaneous orders mostly touch different buckets, and none waits on another's lock. (With
 * locking transactions, two orders that read the same bucket deadlock until the database aborts
 * one; under a launch rush that made orders wait for seconds, see the bench.) The product
 * document is read (never written) per order, outside any lock; its shown `availableOrder`
 * follows the buckets through `scheduleShownStockRefresh`.
 * Products made before buckets existed move their `availableOrder` into buckets on first touch.
 */
import type { Timestamp, Transaction, WriteBatch } from "firebase-admin/firestore";
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
import { readDoc, readQuery, txRead } from "../data/reads.js";

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

/**
 * Before an order's write: refuses at once when the buckets together (`available`, their sum()
 * read just before) cannot hold the quantity, so a buyer who is too late hears so without more.
 * Products not yet in buckets are decided in their transaction (reserveStock).
 */
export function refuseWhenShort(product: Product, available: number, quantity: number): void {
  if (product.stockBuckets && product.stockBuckets > 0 && available < quantity) {
    throw new AppError("conflict", outOfStockMessage(Math.max(0, available)));
  }
}

/** An order's share of one bucket: `quantity` of the `before` pieces it held when read at `readAt`. */
export interface BucketTake {
  index: number;
  before: number;
  quantity: number;
  readAt: Timestamp;
}

/**
 * Where an order of `quantity` takes its pieces, decided without locking anything: one bucket
 * picked at random (1 read) when it holds the quantity; otherwise every bucket (one query), from
 * which one bucket that holds it, or several together, are chosen. Refuses with 'Sold out' /
 * 'Only N left' when, at that instant, the buckets together do not hold it (no false sell-out).
 */
export async function planBucketTakes(
  productId: string,
  buckets: number,
  quantity: number,
): Promise<BucketTake[]> {
  const col = stockBucketsOf(productId);
  const first = bucketVisitOrder(buckets)[0] ?? 0;
  const one = await readDoc(col.doc(String(first)));
  const level = one.data()?.available ?? 0;
  if (one.updateTime && level >= quantity) {
    return [{ index: first, before: level, quantity, readAt: one.updateTime }];
  }
  const all = await readQuery(col);
  const levels = new Map(
    all.docs.map((d) => [Number(d.id), { available: d.data().available, readAt: d.updateTime }]),
  );
  const read = bucketVisitOrder(Math.max(buckets, ...levels.keys()) + 1)
    .filter((i) => levels.has(i))
    .map((index) => ({ index, available: levels.get(index)?.available ?? 0 }));
  const plan = planTake(read, quantity);
  if (plan.kind === "short") throw new AppError("conflict", outOfStockMessage(plan.available));
  return plan.takes.map((t) => {
    const l = levels.get(t.index);
    if (!l) throw new Error(`bucket ${t.index} vanished from its own snapshot`);
    return { index: t.index, before: l.available, quantity: t.quantity, readAt: l.readAt };
  });
}

/**
 * Adds an order's takes to its atomic write (with the purchase and its mail), each on the
 * condition that its bucket is unchanged since it was read (its update time): optimistic
 * concurrency, as Firestore's own client transactions work. If another order changed a bucket
 * meanwhile, the whole write fails with FAILED_PRECONDITION and nothing is written
 * (`isStaleRead`): the order plans again. Never a lost update, never below zero.
 */
export function writeBucketTakes(batch: WriteBatch, productId: string, takes: BucketTake[]): void {
  const col = stockBucketsOf(productId);
  for (const t of takes) {
    batch.update(
      col.doc(String(t.index)),
      { available: t.before - t.quantity },
      { lastUpdateTime: t.readAt },
    );
  }
}

/**
 * The write failed because a bucket changed since it was read: FAILED_PRECONDITION (its update
 * time moved), NOT_FOUND (an admin's stock change removed it meanwhile) or ABORTED.
 */
export function isStaleRead(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && [5, 9, 10].includes(Number(err.code));
}

/** Deletes a product's buckets with it (in the product's deletion transaction). */
export function deleteStock(tx: Transaction, productId: string, product: Product): void {
  const col = stockBucketsOf(productId);
  for (let i = 0; i < (product.stockBuckets ?? 0); i += 1) tx.delete(col.doc(String(i)));
}
