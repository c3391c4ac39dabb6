/**
 * The application's errors: a code and a message a customer can read. Services and data throw
 * them; only the HTTP layer (http/errors.ts) turns a code into a status and the
 * `{ error: { code, message } }` body, and the webhook decides what an error means for Stripe.
 */
export type ErrorCode =
  | "bad-request"
  | "invalid-argument"
  | "unauthenticated"
  /** Issue 52, a second look: the change needs a sign-in within the last 5 minutes (401). */
  | "recent-sign-in-required"
  | "permission-denied"
  /** Issue 52: a staff call from a token signed in without a second factor (403). */
  | "second-factor-required"
  | "not-found"
  | "conflict"
  | "idempotency-key-in-use"
  | "idempotency-key-reused"
  | "failed-precondition"
  | "payload-too-large"
  | "unsupported-media-type"
  | "rate-limited"
  | "internal"
  | "unavailable";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/**
 * 503: a service the request needs did not answer in time (Stripe, Stripe Tax, Storage) or the
 * shop is too busy; the client may try again after `retryAfterSeconds` (answered as Retry-After).
 */
export class UnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("unavailable", message);
  }
}
