/**
 * Calls to Stripe with its failures translated: what the caller got wrong becomes a 4xx with a
 * clear message, anything on Stripe's side (outage, rate limit, bad keys) a 503 the customer can
 * retry. Never a 5xx without a message, never Stripe's internals in the answer.
 */
import { logger } from "firebase-functions";
import Stripe from "stripe";
import { PAYMENT_MESSAGES } from "@shop/domain/payment";
import { HttpError } from "../http/errors.js";

export interface StripeErrorContext {
  /** Message for a `resource_missing` answer (the id the client named does not exist). */
  notFound?: string;
}

/** The HttpError this Stripe failure means for the API's client. */
export function httpErrorFromStripe(err: unknown, context: StripeErrorContext = {}): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof Stripe.errors.StripeError) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") {
      return new HttpError("invalid-argument", context.notFound ?? PAYMENT_MESSAGES.unknownPayment);
    }
    if (err instanceof Stripe.errors.StripeCardError) {
      return new HttpError("failed-precondition", err.message);
    }
    if (
      err instanceof Stripe.errors.StripeInvalidRequestError &&
      err.code === "payment_intent_unexpected_state"
    ) {
      return new HttpError("conflict", PAYMENT_MESSAGES.notPayable);
    }
    logger.error("Stripe request failed", {
      type: err.type,
      code: err.code,
      statusCode: err.statusCode,
      requestId: err.requestId,
      stripeMessage: err.message,
    });
    return new HttpError("unavailable", PAYMENT_MESSAGES.stripeUnavailable);
  }
  logger.error("Stripe call failed", err);
  return new HttpError("unavailable", PAYMENT_MESSAGES.stripeUnavailable);
}

/** Runs a Stripe call, turning its failures into HttpErrors. */
export async function callStripe<T>(call: () => Promise<T>, context: StripeErrorContext = {}): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw httpErrorFromStripe(err, context);
  }
}
