/**
 * The PaymentIntent events besides success: `payment_intent.processing` (a debit on its way: the
 * order is `processing`), `payment_intent.payment_failed` (a declined card's error kept on the
 * unpaid order; a debit that failed puts its processing order back to unpaid with a fresh hold)
 * and `payment_intent.canceled`. Each claims its event id and applies the domain's change in one
 * transaction (`applyOrderEvent`): an event late, twice or out of order is refused there and
 * changes nothing, so nothing ever moves an order backwards.
 */
import type { Transaction } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  DELAYED_METHODS,
  applyOrderEvent,
  type Order,
  type OrderChange,
  type OrderEvent,
} from "@shop/domain";
import { queueOrderMail } from "../../mail/index.js";
import { ordersCol, purchasesCol, scheduleExpiry } from "../../orders/index.js";
import { PURCHASE_HOLD_SECONDS } from "../../platform/config.js";
import { inTransaction } from "../../platform/firestore.js";
import { readDoc, txRead } from "../../platform/reads.js";
import { retrievePaymentIntent } from "../intents/payment-intents.js";
import { orderIdOf } from "../intents/record-payment.js";
import { claimEvent, type StripeEventRef } from "./stripe-events.js";

type Applied = { order: Order; orderId: string; after: Order } | null;

/** Claims the event and applies `event` to the PaymentIntent's order through the domain (null: refused or no order). */
async function applyToOrder(
  pi: Stripe.PaymentIntent,
  ref: StripeEventRef,
  event: OrderEvent,
  write: (tx: Transaction, orderId: string, order: Order, change: OrderChange, after: Order) => void,
): Promise<Applied> {
  const orderId = await orderIdOf(pi);
  return inTransaction(async (tx): Promise<Applied> => {
    const claim = await claimEvent(tx, ref, pi.id);
    if (claim.duplicate) return null;
    const order = orderId ? (await txRead(tx, ordersCol.doc(orderId))).data() : undefined;
    const outcome = order ? applyOrderEvent(order, event, Date.now()) : null;
    if (order && orderId && outcome?.ok) {
      write(tx, orderId, order, outcome.change, outcome.after);
      claim.record();
      return { order, orderId, after: outcome.after };
    }
    claim.record();
    return null;
  });
}

/** The delayed method a processing PaymentIntent is paid with (the shop offers one: SEPA Direct Debit). */
function methodOf(pi: Stripe.PaymentIntent): string | null {
  const charge = pi.latest_charge;
  if (charge && typeof charge !== "string") return charge.payment_method_details?.type ?? null;
  return pi.payment_method_types.find((t) => (DELAYED_METHODS as readonly string[]).includes(t)) ?? null;
}

/**
 * Is this event about the PaymentIntent's present attempt? A `processing` or `payment_failed`
 * delivered late (after the debit failed, or after a new attempt began) names an attempt that is
 * over: Stripe's present status says so, and the event changes nothing.
 */
async function stillCurrent(pi: Stripe.PaymentIntent, status: "processing" | "failed"): Promise<boolean> {
  const live = await retrievePaymentIntent(pi.id);
  return status === "processing"
    ? live.status === "processing"
    : live.status !== "processing" && live.status !== "succeeded";
}

/** Records the event as seen, without a change (an attempt that is over). */
async function ignore(pi: Stripe.PaymentIntent, ref: StripeEventRef): Promise<false> {
  await inTransaction(async (tx) => {
    const claim = await claimEvent(tx, ref, pi.id);
    if (!claim.duplicate) claim.record();
  });
  return false;
}

/** `payment_intent.processing`: the order waits for its bank; stock stays held; the customer is told. */
export async function recordPaymentProcessing(
  pi: Stripe.PaymentIntent,
  ref: StripeEventRef,
): Promise<boolean> {
  if (!(await stillCurrent(pi, "processing"))) return ignore(pi, ref);
  const event: OrderEvent = { type: "processing", paymentIntentId: pi.id, method: methodOf(pi) };
  const applied = await applyToOrder(pi, ref, event, (tx, orderId, order, change, after) => {
    tx.set(ordersCol.doc(orderId), change, { merge: true });
    // My Product shows each line's payment as processing.
    for (const id of order.purchaseIds)
      tx.set(purchasesCol.doc(id), { paymentProcessing: true }, { merge: true });
    queueOrderMail(tx, orderId, after, "order-processing");
  });
  return applied !== null;
}

/**
 * `payment_intent.payment_failed`: a declined card's error is kept on the unpaid order (and its
 * lines, beside their Pay button); a debit that failed after processing makes its order unpaid
 * again, holding its pieces afresh, and mails 'Your payment failed: pay again'.
 */
export async function recordPaymentFailure(pi: Stripe.PaymentIntent, ref: StripeEventRef): Promise<boolean> {
  // Only a processing order needs Stripe's present word (a card's decline path stays as it was).
  const orderId = await orderIdOf(pi);
  const before = orderId ? (await readDoc(ordersCol.doc(orderId))).data() : undefined;
  if (before?.state === "processing" && !(await stillCurrent(pi, "failed"))) return ignore(pi, ref);
  const message = pi.last_payment_error?.message ?? "The payment failed";
  const holdUntil = Date.now() + PURCHASE_HOLD_SECONDS.value() * 1000;
  const event: OrderEvent = { type: "payment-failed", paymentIntentId: pi.id, message, holdUntil };
  const applied = await applyToOrder(pi, ref, event, (tx, orderId, order, change, after) => {
    const wasProcessing = order.state === "processing";
    const lines = wasProcessing
      ? { lastPaymentError: message, holdUntil: after.holdUntil, paymentProcessing: false }
      : { lastPaymentError: message };
    tx.set(ordersCol.doc(orderId), wasProcessing ? change : { lastPaymentError: message }, { merge: true });
    for (const id of order.purchaseIds) tx.set(purchasesCol.doc(id), lines, { merge: true });
    if (wasProcessing) queueOrderMail(tx, orderId, after, "order-payment-failed");
  });
  if (applied?.order.state === "processing") {
    // The fresh hold ends as any unpaid order's does (the sweep is the backstop).
    await scheduleExpiry(
      { orderId: applied.orderId },
      Math.ceil((applied.after.holdUntil - Date.now()) / 1000),
    );
  }
  return applied !== null;
}

/** `payment_intent.canceled`: an unpaid order forgets the PaymentIntent so a new one can be made. */
export async function recordPaymentIntentCanceled(
  pi: Stripe.PaymentIntent,
  ref: StripeEventRef,
): Promise<boolean> {
  const orderId = await orderIdOf(pi);
  return inTransaction(async (tx) => {
    const claim = await claimEvent(tx, ref, pi.id);
    if (claim.duplicate) return false;
    const docRef = orderId ? ordersCol.doc(orderId) : null;
    const order = docRef ? (await txRead(tx, docRef)).data() : undefined;
    const applies = docRef !== null && order?.state === "unpaid" && order.paymentIntentId === pi.id;
    if (applies) tx.set(docRef, { paymentIntentId: null }, { merge: true });
    claim.record();
    return applies;
  });
}
