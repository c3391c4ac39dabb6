/** The one way the shop creates a refund in Stripe (lines, returns, shipping, second payments). */
import Stripe from "stripe";
import { AppError } from "../../platform/app-error.js";
import { stripe } from "../../platform/config.js";
import { callStripe } from "../../platform/stripe/stripe-calls.js";

/** Stripe refuses a refund (nothing left to refund, not paid…): its reason, as a conflict. */
export async function createRefund(
  params: Stripe.RefundCreateParams,
  idempotencyKey: string,
): Promise<Stripe.Refund> {
  try {
    return await stripe().refunds.create(params, { idempotencyKey });
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new AppError("conflict", err.message);
    }
    return callStripe(() => Promise.reject(err));
  }
}
