/**
 * One payment for an order of several lines: a succeeded PaymentIntent for the order's total
 * (after its discount) marks the order and every one of its purchases paid, writes each
 * purchase's payment record (its share of the total) and mails one receipt listing the lines —
 * in ONE transaction with the webhook event's id, so a replayed event pays nothing twice.
 */
import type Stripe from "stripe";
import {
  ORDER_NOT_FOUND,
  PAYMENT_MESSAGES,
  applyOrderEvent,
  orderPayRefusal,
  paymentMismatch,
  type ModifiedAnswer,
  type Order,
} from "@shop/domain";
import { queueInvoice } from "../invoices/index.js";
import { queueOrderMail } from "../mail/index.js";
import { decidePurchaseEvent, ordersCol, purchasesCol } from "../orders/index.js";
import { AppError } from "../platform/app-error.js";
import { stripe } from "../platform/config.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import { callStripe } from "../platform/stripe/stripe-calls.js";
import { paymentsCol } from "./data.js";
import { payRefusalError, type FinaliseOptions, type FinaliseOutcome } from "./payment-outcome.js";
import { claimEvent } from "./stripe-events.js";

function orderIdOf(pi: Stripe.PaymentIntent): string | null {
  const id = pi.metadata?.orderId;
  return typeof id === "string" && id !== "" && !id.includes("/") ? id : null;
}

/** Why a payment cannot be recorded on this order (an already paid one is not refused: idempotent). */
function rejectionFor(order: Order | undefined, ownerUid: string | undefined): AppError | null {
  if (!order) return new AppError("not-found", ORDER_NOT_FOUND);
  const refusal = orderPayRefusal(order, ownerUid);
  return refusal && refusal !== "already-paid" ? payRefusalError(refusal) : null;
}

/** Marks the order named by a succeeded PaymentIntent paid, with all its purchases. Idempotent. */
export async function finaliseOrderPayment(
  pi: Stripe.PaymentIntent,
  options: FinaliseOptions = {},
): Promise<FinaliseOutcome> {
  const orderId = orderIdOf(pi);
  return inTransaction(async (tx): Promise<FinaliseOutcome> => {
    const event = await claimEvent(tx, options.event, pi.id);
    if (event.duplicate) return { kind: "unchanged", modifiedCount: 0, reason: "duplicate-event" };
    const ref = orderId ? ordersCol.doc(orderId) : null;
    const order = ref ? (await txRead(tx, ref)).data() : undefined;
    const rejection = rejectionFor(order, options.ownerUid);
    if (rejection || !order || !ref || !orderId) {
      const lostRace =
        (order?.state === "cancelled" || order?.state === "expired") && pi.status === "succeeded";
      if (!lostRace) event.record();
      return {
        kind: "rejected",
        modifiedCount: 0,
        error: rejection ?? new AppError("not-found", ORDER_NOT_FOUND),
        ...(lostRace && orderId ? { lostRace: { orderId } } : {}),
      };
    }
    if (order.state !== "unpaid") {
      event.record();
      return { kind: "unchanged", modifiedCount: 0, reason: "already-paid" };
    }
    const mismatch = paymentMismatch(pi, { id: orderId, priceCents: order.totalCents, key: "orderId" });
    if (mismatch) {
      event.record();
      const code = mismatch.kind === "other-purchase" ? "invalid-argument" : "conflict";
      return { kind: "rejected", modifiedCount: 0, error: new AppError(code, mismatch.message) };
    }
    const refs = order.purchaseIds.map((id) => purchasesCol.doc(id));
    const purchases = await Promise.all(refs.map((r) => txRead(tx, r)));
    const now = Date.now();
    const paid = applyOrderEvent(order, { type: "pay", paymentIntentId: pi.id }, now);
    if (!paid.ok) throw new AppError("conflict", paid.refusal.message);
    const changes = purchases.map((snap, i) => {
      const purchase = snap.data();
      const r = refs[i];
      if (!purchase || !r) throw new Error(`order ${orderId} lost its purchase ${order.purchaseIds[i]}`);
      return {
        id: r.id,
        purchase,
        change: decidePurchaseEvent(r, purchase, { type: "pay", paymentIntentId: pi.id }, now),
      };
    });
    tx.set(ref, paid.change, { merge: true });
    for (const { id, purchase, change } of changes) {
      change.write(tx);
      tx.set(paymentsCol.doc(id), {
        product: id,
        productName: purchase.productName,
        priceCents: purchase.paidCents ?? purchase.priceCents,
        shipment: false,
        userId: purchase.userId,
        userEmail: purchase.userEmail,
        userName: purchase.userName,
        transactionId: pi.id,
        createdAt: now,
      });
    }
    queueInvoice(tx, order.purchaseIds[0] ?? orderId, orderId);
    queueOrderMail(tx, orderId, paid.after, "order-paid");
    event.record();
    return { kind: "paid", modifiedCount: 1 };
  });
}

/**
 * PATCH /purchase/:id for a line of an order: the owner reports the PaymentIntent the browser
 * confirmed; it is read back from Stripe and must have succeeded for the order's total.
 */
export async function recordClientOrderPayment(
  orderId: string,
  paymentIntentId: string,
  uid: string,
): Promise<ModifiedAnswer> {
  const rejection = rejectionFor((await readDoc(ordersCol.doc(orderId))).data(), uid);
  if (rejection) throw rejection;
  const pi = await callStripe(() => stripe().paymentIntents.retrieve(paymentIntentId));
  if (pi.metadata?.orderId !== orderId)
    throw new AppError("invalid-argument", PAYMENT_MESSAGES.otherPurchase);
  const outcome = await finaliseOrderPayment(pi, { ownerUid: uid });
  if (outcome.kind === "rejected") throw outcome.error;
  return { modifiedCount: outcome.modifiedCount };
}
