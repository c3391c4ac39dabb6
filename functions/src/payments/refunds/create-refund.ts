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
  // Bounded like every Stripe call (callStripe); a retry after a timeout reuses the key, so Stripe
  // answers the refund the first try made instead of refunding twice.
  return callStripe(() =>
    stripe()
      .refunds.create(params, { idempotencyKey })
      .catch((err: unknown) => {
        if (err instanceof Stripe.errors.StripeInvalidRequestError)
          throw new AppError("conflict", err.message);
        throw err;
      }),
  );
}
