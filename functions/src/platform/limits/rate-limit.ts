/**
 * Fixed-window rate limits kept in Firestore, so they hold across function instances.
 *
 * A rule counts events per key (an account's uid, a client address, or one global key) in
 * windows of `windowSeconds`. Each event increments one shard document of its key and window
 * (`FieldValue.increment`, no transaction, so events never contend on a read-modify-write), then
 * reads the key's shards and sums them: the event is refused when the sum is over the limit.
 * Every increment is applied before its own read, so the n-th counted event sees at least n and
 * no more than `limit` events pass in one window, however many run at once. Per-account and
 * per-address keys have one shard (one small document per key and window, nothing shared between
 * customers: no hot document in the order path); a global key spreads its writes over several
 * shards. Documents carry `expireAt` (a TTL policy on `rateLimits.expireAt` deletes old windows,
 * see firestore.indexes.json). Refused events still count, which is what a flood should see.
 */
import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { AppError } from "../app-error.js";
import { db } from "../firestore.js";
import { readDoc } from "../reads.js";

export const RATE_LIMITS_COLLECTION = "rateLimits";

export interface RateLimitRule {
  /** Short id used in the counter documents' ids, e.g. "orders". */
  name: string;
  /** The most events per key and window (read at run time: a functions param). */
  limit: () => number;
  windowSeconds: number;
  /** Counter shards per key and window (1 for per-account and per-address keys). */
  shards?: number;
}

/** Thrown when over a limit; the HTTP layer answers 429 with Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      "rate-limited",
      `Too many requests, please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
    );
  }
}

/** Keys (addresses, uids) are hashed: no personal data in document ids, any key is a valid id. */
function keyHash(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 22);
}

/**
 * Counts one event of `rule` for `key`; throws RateLimitedError when the key is over its limit in
 * the current window.
 */
export async function hitRateLimit(rule: RateLimitRule, key: string, now = Date.now()): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
  const shards = Math.max(1, rule.shards ?? 1);
  const base = `${rule.name}_${keyHash(key)}_${window}`;
  const refs = Array.from({ length: shards }, (_, i) =>
    db.collection(RATE_LIMITS_COLLECTION).doc(shards === 1 ? base : `${base}_${i}`),
  );
  const mine = refs[Math.floor(Math.random() * shards)] ?? refs[0];
  if (!mine) return;
  await mine.set(
    {
      rule: rule.name,
      count: FieldValue.increment(1),
      expireAt: Timestamp.fromMillis((window + 2) * windowMs),
    },
    { merge: true },
  );
  const snaps = await Promise.all(refs.map((r) => readDoc(r)));
  const total = snaps.reduce((sum, s) => sum + (Number(s.get("count")) || 0), 0);
  if (total > rule.limit()) {
    throw new RateLimitedError(Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)));
  }
}
