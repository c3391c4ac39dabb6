/**
 * Calls to Stripe with its failures translated: what the caller got wrong becomes an invalid-argument or conflict error with a
 * clear message, anything on Stripe's side (outage, rate limit, bad keys, no answer in time) "unavailable" (503 with
 * Retry-After), which the customer can retry. Never a server error without a message, never Stripe's internals in the answer.
 * Every call is bounded: the client's own timeout and retries per try (platform/config.ts), and the request's Stripe
 * budget over all of them (stripe-budget.ts, platform/timeouts.ts).
 */
import * as logger from "firebase-functions/logger";
import Stripe from "stripe";
import { PAYMENT_MESSAGES } from "@shop/domain";
import { AppError, UnavailableError } from "../app-error.js";
import { PROVIDER_RETRY_AFTER_SECONDS, STRIPE_MIN_CALL_MS } from "../timeouts.js";
import { spendStripeTime, stripeTimeLeft } from "./stripe-budget.js";

export interface StripeErrorContext {
  /** Message for a `resource_missing` answer (the id the client named does not exist). */
  notFound?: string;
  /** Message when Stripe does not answer (default: the payment service's; Stripe Tax has its own). */
  unavailable?: string;
}

/** The request's Stripe budget ran out before this call answered. */
class StripeBudgetSpent extends Error {
  constructor(readonly waitedMs: number) {
    super(`No answer from Stripe within ${waitedMs} ms`);
  }
}

function unavailable(context: StripeErrorContext): UnavailableError {
  return new UnavailableError(
    context.unavailable ?? PAYMENT_MESSAGES.stripeUnavailable,
    PROVIDER_RETRY_AFTER_SECONDS,
  );
}

/** The application error this Stripe failure means for the caller. */
export function appErrorFromStripe(err: unknown, context: StripeErrorContext = {}): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof StripeBudgetSpent) {
    logger.warn("Stripe did not answer within the request's budget", { waitedMs: err.waitedMs });
    return unavailable(context);
  }
  if (err instanceof Stripe.errors.StripeError) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") {
      return new AppError("invalid-argument", context.notFound ?? PAYMENT_MESSAGES.unknownPayment);
    }
    if (err instanceof Stripe.errors.StripeCardError) {
      return new AppError("failed-precondition", err.message);
    }
    if (
      err instanceof Stripe.errors.StripeInvalidRequestError &&
      err.code === "payment_intent_unexpected_state"
    ) {
      return new AppError("conflict", PAYMENT_MESSAGES.notPayable);
    }
    logger.error("Stripe request failed", {
      type: err.type,
      code: err.code,
      statusCode: err.statusCode,
      requestId: err.requestId,
      stripeMessage: err.message,
    });
    return unavailable(context);
  }
  logger.error("Stripe call failed", err);
  return unavailable(context);
}

/**
 * Runs a Stripe call within what is left of the request's Stripe budget, turning its failures
 * into application errors. A call given up on may still finish at Stripe: every write carries an
 * idempotency key derived from what it is for, so the customer's retry gets the same object.
 */
export async function callStripe<T>(call: () => Promise<T>, context: StripeErrorContext = {}): Promise<T> {
  const left = stripeTimeLeft();
  if (left < STRIPE_MIN_CALL_MS) throw appErrorFromStripe(new StripeBudgetSpent(0), context);
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StripeBudgetSpent(left)), left);
  });
  try {
    return await Promise.race([call(), giveUp]);
  } catch (err) {
    throw appErrorFromStripe(err, context);
  } finally {
    clearTimeout(timer);
    spendStripeTime(Date.now() - started);
  }
}

/** callStripe for Stripe Tax's calculations: the customer hears that the tax service did not answer. */
export function callStripeTax<T>(call: () => Promise<T>): Promise<T> {
  return callStripe(call, { unavailable: PAYMENT_MESSAGES.taxUnavailable });
}
