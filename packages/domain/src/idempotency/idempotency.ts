/**
 * Safe retries (Stripe's convention, issue 30): a client may send an `Idempotency-Key` header
 * (1–255 printable characters) with the operations that create something. The first request's
 * answer (status and body) is kept IDEMPOTENCY_KEEP_HOURS per caller and key: the same key with
 * the same request answers the same again and acts once; with another request it is refused;
 * while the first is still being answered the others wait for it, or are refused. Pure.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** The answer header that says an answer was replayed from an earlier request with the key. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
export const IDEMPOTENCY_KEEP_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalid: "Idempotency-Key must be 1 to 255 printable characters",
  reused: "This Idempotency-Key was used with a different request",
  inProgress: "A request with this Idempotency-Key is in progress",
} as const;

/** The operations that take an `Idempotency-Key` (method and route, as the API registers them). */
export const IDEMPOTENT_OPERATIONS = [
  "POST /orders",
  "POST /purchase",
  "POST /orders/:id/payment-intent",
  "POST /purchase/:id/refund",
  "POST /promo-codes",
  "POST /products",
] as const;
export type IdempotentOperation = (typeof IDEMPOTENT_OPERATIONS)[number];

/** What a request is, for comparing a retry with the first: its operation, path and body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return JSON.stringify([method.toUpperCase(), path, canonical(body)]);
}

/** The body with every object's keys sorted, so key order never makes two requests differ. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value ?? null;
}

/** Is this answer kept for replays? Server failures and rate limits are not: a retry may still act. */
export function isKeptAnswer(status: number): boolean {
  return status < 500 && status !== 429;
}
