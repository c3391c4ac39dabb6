/**
 * The order write path: how an order takes its pieces. Planning, the conditional write and the
 * retry loop live here together, for an order of one product or of several.
 *
 *   takeStockAndWrite(lines, addWrites) → reads the buckets of every line (without locks), plans
 *     which bucket(s) each line takes from, and commits ONE atomic write: every bucket decrement,
 *     each conditional on its bucket being unchanged since it was read, plus the caller's own
 *     writes (the purchase, its mail). All or nothing: a line that is short refuses the whole
 *     order ('Sold out' / 'Only N left') and nothing is written.
 *
 * An order reads one bucket picked at random and takes from it when it holds the quantity;
 * otherwise it reads all buckets and takes from one that holds it or several together, so an
 * order is refused only when all buckets together are short (no false "sold out"). Simultaneous
 * orders mostly touch different buckets and none waits on another's lock; when another order
 * changed a bucket first, the write fails as a whole (FAILED_PRECONDITION) and the order plans
 * again from fresh reads. (With locking transactions, two orders that read the same bucket
 * wait on each other until the database aborts one; under a launch rush that made orders wait
 * for seconds: see the flash sale in `npm run bench`.) The product document is never written
 * per order; its shown figure follows the buckets (shown-stock.ts).
 */
import type { Timestamp, WriteBatch } from "firebase-admin/firestore";
import { bucketVisitOrder, outOfStockMessage, planTake } from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { newBatch } from "../platform/firestore.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { stockBucketsOf } from "./data.js";

/** One product of an order: how many pieces, and how many buckets hold its stock. */
export interface StockLine {
  productId: string;
  quantity: number;
  buckets: number;
}

/** A line's share of one bucket: `quantity` of the `before` pieces it held when read at `readAt`. */
interface BucketTake {
  index: number;
  before: number;
  quantity: number;
  readAt: Timestamp;
}

/** How many times an order re-plans when other orders changed its buckets first. */
const MAX_STALE_RETRIES = 60;

export const BUSY_MESSAGE = "So many orders at once: please try again in a moment";

/**
 * Before an order's write: refuses at once when the buckets together (`available`, their sum()
 * read just before) cannot hold the quantity, so a buyer who is too late hears so without more.
 */
export function refuseWhenShort(available: number, quantity: number): void {
  if (available < quantity) throw new AppError("conflict", outOfStockMessage(Math.max(0, available)));
}

/**
 * Takes every line's pieces and commits them with the caller's writes in ONE atomic write,
 * re-planning at once when another order got there first (a short random pause after a few
 * losses). Throws 'Sold out' / 'Only N left' (409) when a line is short; nothing is written then.
 */
export async function takeStockAndWrite(
  lines: readonly StockLine[],
  addWrites: (batch: WriteBatch) => void,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const takes = await Promise.all(lines.map(planLine));
    const batch = newBatch();
    lines.forEach((line, i) => writeTakes(batch, line.productId, takes[i] ?? []));
    addWrites(batch);
    try {
      await batch.commit();
      return;
    } catch (err) {
      if (!isStaleRead(err)) throw err;
      if (attempt >= MAX_STALE_RETRIES) throw new AppError("unavailable", BUSY_MESSAGE);
      if (attempt > 2) await new Promise((r) => setTimeout(r, Math.random() * 20 * Math.min(attempt, 10)));
    }
  }
}

/**
 * Where a line takes its pieces, decided without locking anything: one bucket picked at random
 * (1 read) when it holds the quantity; otherwise every bucket (one query), from which one bucket
 * that holds it, or several together, are chosen.
 */
async function planLine({ productId, buckets, quantity }: StockLine): Promise<BucketTake[]> {
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
 * Adds a line's takes to the atomic write, each on the condition that its bucket is unchanged
 * since it was read (its update time): optimistic concurrency, as Firestore's own client
 * transactions work. Never a lost update, never below zero.
 */
function writeTakes(batch: WriteBatch, productId: string, takes: readonly BucketTake[]): void {
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
function isStaleRead(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && [5, 9, 10].includes(Number(err.code));
}
