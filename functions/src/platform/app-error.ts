/**
 * The application's errors: a code and a message a customer can read. Services and data throw
 * them; only the HTTP layer (http/errors.ts) turns a code into a status and the
 * `{ error: { code, message } }` body, and the webhook decides what an error means for Stripe.
 */
export type ErrorCode =
  | "bad-request"
  | "invalid-argument"
  | "unauthenticated"
  | "permission-denied"
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
