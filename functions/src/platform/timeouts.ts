/**
 * How long the shop waits for what is outside its stack — Stripe (payments, refunds, Stripe Tax,
 * disputes), the SMTP server and Cloud Storage — written down in one place (issue 54). A customer
 * who waits on one of them gets an answer within 10 seconds: the work is bounded here, and what
 * could not finish answers 503 `unavailable` with `Retry-After` (platform/http/errors.ts).
 */

/**
 * Stripe, per try: its API answers in well under a second; a try that has heard nothing for this
 * long is abandoned (the SDK's socket timeout) and tried again with the same idempotency key.
 */
export const STRIPE_TRY_TIMEOUT_MS = 3_000;
/** Stripe: the SDK's own retries after a failed try (timeouts, 409, 5xx), each with the same key. */
export const STRIPE_NETWORK_RETRIES = 2;
/**
 * Stripe: the total wait one request may spend on Stripe, retries included. Past it the call is
 * given up (the SDK may still finish its try in the background: the idempotency key makes the
 * customer's retry reuse whatever it created) and the request answers 503. 6 s of Stripe (two
 * whole tries) leaves the request's own work (its token, rate limit and Firestore reads, slower on
 * a busy machine) 4 s of the 10 s the customer is promised.
 */
export const STRIPE_BUDGET_MS = 6_000;
/** Stripe: below this much budget left, a new call is not started (it could not finish). */
export const STRIPE_MIN_CALL_MS = 250;

/** What a 503 from an outside service asks the client to wait before trying again (seconds). */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;
/** What a 503 of the shop's own (a busy transaction, Storage) asks the client to wait (seconds). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * SMTP (mail/delivery.ts, nodemailer): connecting, the server's greeting, and silence on an open
 * connection. Mail is sent by its own trigger, never inside a customer's request: a slow or
 * stopped server delays the mail (retried, then swept), never an order or a payment.
 */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 20_000;

/** Cloud Storage, per attempt (uploads/storage-retry.ts retries a timed-out attempt). */
export const STORAGE_TRY_TIMEOUT_MS = 10_000;
