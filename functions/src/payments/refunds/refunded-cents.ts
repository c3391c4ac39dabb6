/** What has been refunded of a PaymentIntent, asked of Stripe (the payment path and its refunds read it). */
import { stripe } from "../../platform/config.js";
import { callStripe } from "../../platform/stripe/stripe-calls.js";

/**
 * What has been refunded of a PaymentIntent, as Stripe knows it now (succeeded and pending
 * refunds). A refund made in Stripe's Dashboard leaves the PaymentIntent `succeeded`, and its
 * event may arrive after (or before) the payment's: the payment path asks Stripe itself.
 */
export async function refundedCentsOf(paymentIntentId: string): Promise<number> {
  const refunds = await callStripe(() =>
    stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 }),
  );
  return refunds.data
    .filter((r) => r.status === "succeeded" || r.status === "pending")
    .reduce((sum, r) => sum + r.amount, 0);
}
