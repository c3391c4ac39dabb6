/**
 * The order write path: taking units from counters kept in buckets — a product's pieces in its
 * stock buckets, a promo code's redemptions in its shards — without locks. Planning, the
 * conditional write and the retry loop live here together, for any number of lines.
 *
 *   takeAndWrite(lines, addWrites) → reads the buckets of every line (no locks), plans which
 *     bucket(s) each line takes from, and commits ONE atomic write: every decrement, each
 *     conditional on its bucket being unchanged since it was read, plus the caller's own writes
 *     (the order, its purchases, its mail…). All or nothing: a line that is short refuses the
 *     whole write with its own error and nothing is written.
 *
 * A line reads one bucket picked at random and takes from it when it holds the quantity;
 * otherwise it reads all buckets and takes from one that holds it or several together, so a line
 * is refused only when all its buckets together are short (no false "sold out"). Simultaneous
 * orders mostly touch different buckets and none waits on another's lock; when another order
 * changed a bucket first, the write fails as a whole (FAILED_PRECONDITION) and the order plans
 * again from fresh reads. (With locking transactions, two orders that read the same bucket wait
 * on each other until the database aborts one; under a launch rush that made orders wait for
 * seconds: see the flash sale in `npm run bench`.)
 */
import type { CollectionReference, Timestamp, UpdateData, WriteBatch } from "firebase-admin/firestore";
import { bucketVisitOrder, planTake } from "@shop/domain";
import { AppError } from "./app-error.js";
import { newBatch } from "./firestore.js";
import { readDoc, readQuery } from "./reads.js";

/** A counter kept in bucket documents `{ available }` (index = document id). */
export interface BucketLine {
  buckets: CollectionReference<{ available: number }>;
  /** How many buckets the counter has (the documents 0…count-1). */
  count: number;
  quantity: number;
  /** The refusal when the buckets together hold fewer than `quantity` (`available` = what they hold). */
  short: (available: number) => AppError;
  /** More fields to write on each bucket taken from (e.g. a redemption counter's increment). */
  alsoWrite?: Record<string, unknown>;
}

/** A line's share of one bucket: `quantity` of the `before` units it held when read at `readAt`. */
interface BucketTake {
  index: number;
  before: number;
  quantity: number;
  readAt: Timestamp;
}

/** How many times a write re-plans when other writes changed its buckets first. */
const MAX_STALE_RETRIES = 60;

export const BUSY_MESSAGE = "So many orders at once: please try again in a moment";

/**
 * Takes every line's units and commits them with the caller's writes in ONE atomic write,
 * re-planning at once when another write got there first (a short random pause after a few
 * losses). `addWrites` runs on every attempt, so what it reads is fresh too (it may throw a
 * refusal, which ends the attempt with nothing written).
 */
export async function takeAndWrite(
  lines: readonly BucketLine[],
  addWrites: (batch: WriteBatch) => void | Promise<void>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const batch = newBatch();
    const [takes] = await Promise.all([Promise.all(lines.map(planLine)), addWrites(batch)]);
    lines.forEach((line, i) => writeTakes(batch, line, takes[i] ?? []));
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
 * Where a line takes its units, decided without locking anything: one bucket picked at random
 * (1 read) when it holds the quantity; otherwise every bucket (one query), from which one bucket
 * that holds it, or several together, are chosen.
 */
async function planLine(line: BucketLine): Promise<BucketTake[]> {
  const { buckets: col, quantity } = line;
  const first = bucketVisitOrder(line.count)[0] ?? 0;
  const one = await readDoc(col.doc(String(first)));
  const level = one.data()?.available ?? 0;
  if (one.updateTime && level >= quantity) {
    return [{ index: first, before: level, quantity, readAt: one.updateTime }];
  }
  const all = await readQuery(col);
  const levels = new Map(
    all.docs.map((d) => [Number(d.id), { available: d.data().available, readAt: d.updateTime }]),
  );
  const read = bucketVisitOrder(Math.max(line.count, ...levels.keys()) + 1)
    .filter((i) => levels.has(i))
    .map((index) => ({ index, available: levels.get(index)?.available ?? 0 }));
  const plan = planTake(read, quantity);
  if (plan.kind === "short") throw line.short(plan.available);
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
function writeTakes(batch: WriteBatch, line: BucketLine, takes: readonly BucketTake[]): void {
  for (const t of takes) {
    const data = { ...line.alsoWrite, available: t.before - t.quantity } as UpdateData<{ available: number }>;
    batch.update(line.buckets.doc(String(t.index)), data, { lastUpdateTime: t.readAt });
  }
}

/**
 * The write failed because something it read changed since: FAILED_PRECONDITION (an update time
 * moved), NOT_FOUND (a bucket removed meanwhile), ALREADY_EXISTS (a document created meanwhile)
 * or ABORTED.
 */
function isStaleRead(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && [5, 6, 9, 10].includes(Number(err.code));
}
