/**
 * The PaymentIntent events that only touch an unpaid order still tied to the PaymentIntent
 * (`payment_intent.payment_failed`, `payment_intent.canceled`): each claims its event id and
 * applies its change in one transaction. Nothing ever moves an order backwards.
 */
import type Stripe from "stripe";
import type { Order } from "@shop/domain";
import { ordersCol, purchasesCol } from "../../orders/index.js";
import { inTransaction } from "../../platform/firestore.js";
import { txRead } from "../../platform/reads.js";
import { orderIdOf } from "../intents/record-payment.js";
import { claimEvent, type StripeEventRef } from "./stripe-events.js";

/** Claims the event and applies `update` to the order when it is unpaid and `stillTied`. True when it changed. */
async function updateUnpaidOrder(
  pi: Stripe.PaymentIntent,
  event: StripeEventRef,
  stillTied: (order: Pick<Order, "paymentIntentId">) => boolean,
  update: { lastPaymentError?: string | null; paymentIntentId?: string | null },
  onLines = false,
): Promise<boolean> {
  const orderId = await orderIdOf(pi);
  return inTransaction(async (tx) => {
    const claim = await claimEvent(tx, event, pi.id);
    if (claim.duplicate) return false;
    const ref = orderId ? ordersCol.doc(orderId) : null;
    const order = ref ? (await txRead(tx, ref)).data() : undefined;
    const applies = ref !== null && order?.state === "unpaid" && stillTied(order);
    if (applies) {
      tx.set(ref, update, { merge: true });
      // My Product shows a purchase's last card error beside its Pay button.
      if (onLines) order.purchaseIds.forEach((id) => tx.set(purchasesCol.doc(id), update, { merge: true }));
    }
    claim.record();
    return applies;
  });
}

/** `payment_intent.payment_failed`: keeps the card's error on the unpaid order for the customer. */
export function recordPaymentFailure(pi: Stripe.PaymentIntent, event: StripeEventRef): Promise<boolean> {
  return updateUnpaidOrder(
    pi,
    event,
    (o) => (o.paymentIntentId ?? pi.id) === pi.id,
    {
      lastPaymentError: pi.last_payment_error?.message ?? "The payment failed",
    },
    true,
  );
}

/** `payment_intent.canceled`: an unpaid order forgets the PaymentIntent so a new one can be made. */
export function recordPaymentIntentCanceled(
  pi: Stripe.PaymentIntent,
  event: StripeEventRef,
): Promise<boolean> {
  return updateUnpaidOrder(pi, event, (o) => o.paymentIntentId === pi.id, { paymentIntentId: null });
}
