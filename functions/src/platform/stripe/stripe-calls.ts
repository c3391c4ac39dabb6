/**
 * Calls to Stripe with its failures translated: what the caller got wrong becomes an invalid-argument or conflict error with a
 * clear message, anything on Stripe's side (outage, rate limit, bad keys) "unavailable", which the customer can
 * retry. Never a server error without a message, never Stripe's internals in the answer.
 */
import { logger } from "firebase-functions";
import Stripe from "stripe";
import { PAYMENT_MESSAGES } from "@shop/domain";
import { AppError } from "../app-error.js";

export interface StripeErrorContext {
  /** Message for a `resource_missing` answer (the id the client named does not exist). */
  notFound?: string;
}

/** The application error this Stripe failure means for the caller. */
export function appErrorFromStripe(err: unknown, context: StripeErrorContext = {}): AppError {
  if (err instanceof AppError) return err;
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
    return new AppError("unavailable", PAYMENT_MESSAGES.stripeUnavailable);
  }
  logger.error("Stripe call failed", err);
  return new AppError("unavailable", PAYMENT_MESSAGES.stripeUnavailable);
}

/** Runs a Stripe call, turning its failures into application errors. */
export async function callStripe<T>(call: () => Promise<T>, context: StripeErrorContext = {}): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw appErrorFromStripe(err, context);
  }
}
