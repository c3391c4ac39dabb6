/**
 * Stock in buckets (launch-day concurrency). A product's pieces are spread over N bucket
 * documents (`products/{id}/stockBuckets/{0..N-1}`, field `available`), so simultaneous orders
 * lock different documents instead of queueing on one. The product document keeps only the
 * bucket count (`stockBuckets`) and the figure the shop grid shows (`availableOrder`), which
 * follows the buckets a few seconds behind and is never written once per order.
 * Pure rules: how many buckets, how a total is spread, what an order takes.
 */

export const STOCK_BUCKETS_COLLECTION = "stockBuckets";
export const MAX_STOCK_BUCKETS = 32;
/** Fewer pieces than this per bucket would make sell-outs scatter across too many documents. */
export const MIN_PIECES_PER_BUCKET = 4;

/**
 * How many buckets hold `stock` pieces: the admin's setting when given (16–32 for a launch),
 * otherwise 1 for a small stock and a few for a large one; never more than the pieces allow.
 */
export function bucketCountFor(stock: number, setting?: number | null): number {
  const wanted = setting ?? (stock >= 1000 ? 16 : stock >= 200 ? 4 : 1);
  const allowedByStock = Math.max(1, Math.floor(stock / MIN_PIECES_PER_BUCKET));
  return Math.max(1, Math.min(MAX_STOCK_BUCKETS, Math.floor(wanted), allowedByStock));
}

/** `total` pieces spread evenly over `n` buckets (the first ones take the remainder). */
export function spreadStock(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

export interface BucketLevel {
  index: number;
  available: number;
}

export type TakePlan =
  { kind: "take"; takes: { index: number; quantity: number }[] } | { kind: "short"; available: number };

/**
 * What an order of `quantity` takes from the buckets read so far (in the order they were read):
 * one bucket that holds it all when there is one, otherwise several (fullest first) once they
 * hold enough together, otherwise "short" with what they hold.
 */
export function planTake(read: readonly BucketLevel[], quantity: number): TakePlan {
  const single = read.find((b) => b.available >= quantity);
  if (single) return { kind: "take", takes: [{ index: single.index, quantity }] };
  const total = read.reduce((sum, b) => sum + Math.max(0, b.available), 0);
  if (total < quantity) return { kind: "short", available: total };
  const takes: { index: number; quantity: number }[] = [];
  let left = quantity;
  for (const b of [...read].sort((x, y) => y.available - x.available)) {
    if (left === 0) break;
    const q = Math.min(left, Math.max(0, b.available));
    if (q > 0) takes.push({ index: b.index, quantity: q });
    left -= q;
  }
  return { kind: "take", takes };
}

/** The bucket indexes 0..n-1 in a random order (`random` in [0, 1), injectable for tests). */
export function bucketVisitOrder(n: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}
