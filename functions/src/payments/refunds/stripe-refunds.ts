/**
 * A refund event from Stripe (`charge.refunded`, `refund.created`, `refund.updated`,
 * `charge.refund.updated`) — whichever arrives, in any order — makes the shop ask Stripe for the
 * PaymentIntent's refunds and apply them to the lines of its order (order-refunds.ts). Idempotent
 * by construction.
 */
import { ordersCol, purchasesCol } from "../../orders/index.js";
import { stripe } from "../../platform/config.js";
import { readQuery } from "../../platform/reads.js";
import { callStripe } from "../../platform/stripe/stripe-calls.js";
import { syncOrderRefunds } from "./order-refunds.js";
import { recordIgnoredEvent, type StripeEventRef } from "../stripe-events/stripe-events.js";

/** A refund event from Stripe: applies the PaymentIntent's refunds as Stripe knows them now. */
export async function syncRefundsFromStripe(paymentIntentId: string, event: StripeEventRef): Promise<void> {
  const orderId = await orderOfPaymentIntent(paymentIntentId);
  if (!orderId) {
    await recordIgnoredEvent(event, paymentIntentId);
    return;
  }
  const refunds = await callStripe(() =>
    stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 }),
  );
  const live = refunds.data.filter((r) => r.status === "succeeded" || r.status === "pending");
  await syncOrderRefunds(orderId, live, event, paymentIntentId);
}

/** The order a PaymentIntent is stored on (an unpaid one), or whose lines it paid. */
async function orderOfPaymentIntent(paymentIntentId: string): Promise<string | null> {
  const orders = await readQuery(ordersCol.where("paymentIntentId", "==", paymentIntentId).limit(1));
  const order = orders.docs[0];
  if (order) return order.id;
  const lines = await readQuery(purchasesCol.where("paymentIntentId", "==", paymentIntentId).limit(1));
  return lines.docs[0]?.data().orderId ?? null;
}
