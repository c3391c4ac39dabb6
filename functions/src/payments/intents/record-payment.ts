/**
 * The one payment path: `recordPayment` records a succeeded PaymentIntent for an order, whoever
 * calls it — the `payment_intent.succeeded` webhook, the payment page's PATCH /purchase/:id, the
 * expiry's last look, a PaymentIntent found succeeded when the payment page asks for a new one.
 * In ONE transaction with the webhook event's id it marks the order and every one of its
 * purchases paid, writes each purchase's payment record (`newPaymentRecord`), queues the invoice
 * and mails the receipt. Money refunded in Stripe never pays: the order stays unpaid (and
 * expires). A succeeded PaymentIntent for an order already paid, cancelled or expired is refunded
 * in full (second-payments.ts).
 */
import type { Transaction } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  ORDER_NOT_FOUND,
  PAYMENT_MESSAGES,
  applyOrderEvent,
  isDocumentId,
  isPurchasePageOrder,
  newPaymentRecord,
  paymentSearchFields,
  orderPayRefusal,
  paymentMismatch,
  type ModifiedAnswer,
  type Order,
} from "@shop/domain";
import { queueInvoice } from "../../invoices/index.js";
import { queueOrderMail, queuePurchaseMail } from "../../mail/index.js";
import { decidePurchaseEvent, ordersCol, purchasesCol } from "../../orders/index.js";
import { AppError } from "../../platform/app-error.js";
import { stripe } from "../../platform/config.js";
import { inTransaction } from "../../platform/firestore.js";
import { readDoc, txRead } from "../../platform/reads.js";
import { callStripe } from "../../platform/stripe/stripe-calls.js";
import { openBook } from "../books/ledger.js";
import { paymentsCol } from "../data.js";
import { commitOrderTax } from "./order-tax.js";
import { payRefusalError, type FinaliseOptions, type FinaliseOutcome } from "./payment-outcome.js";
import { refundedCentsOf } from "../refunds/refunded-cents.js";
import { refundSecondPayment } from "../refunds/second-payments.js";
import { claimEvent } from "../stripe-events/stripe-events.js";

/** The order a PaymentIntent pays: its `orderId`, or (made before issue 30) its purchase's order. */
export async function orderIdOf(pi: Pick<Stripe.PaymentIntent, "metadata">): Promise<string | null> {
  const orderId = pi.metadata?.orderId;
  if (isDocumentId(orderId)) return orderId;
  const purchaseId = pi.metadata?.purchaseId;
  if (!isDocumentId(purchaseId)) return null;
  return (await readDoc(purchasesCol.doc(purchaseId))).data()?.orderId ?? null;
}

/** Does the PaymentIntent name this order (or, made before issue 30, one of its purchases)? */
function namesOrder(pi: Stripe.PaymentIntent, orderId: string, order: Order): boolean {
  const purchaseId = pi.metadata?.purchaseId;
  return pi.metadata?.orderId === orderId || (!!purchaseId && order.purchaseIds.includes(purchaseId));
}

const rejected = (error: AppError, extra: { refunded?: true } = {}): FinaliseOutcome => ({
  kind: "rejected",
  modifiedCount: 0,
  error,
  ...extra,
});

type Decision = FinaliseOutcome | { kind: "second"; orderId: string; error: AppError };

/** Records a succeeded PaymentIntent on the order it pays. Idempotent (per order and per event). */
export async function recordPayment(
  pi: Stripe.PaymentIntent,
  options: FinaliseOptions = {},
): Promise<FinaliseOutcome> {
  const orderId = await orderIdOf(pi);
  const refundedAtStripe = pi.status === "succeeded" && orderId ? await refundedCentsOf(pi.id) : 0;
  const decided = await inTransaction(async (tx): Promise<Decision> => {
    const event = await claimEvent(tx, options.event, pi.id);
    if (event.duplicate) return { kind: "unchanged", modifiedCount: 0, reason: "duplicate-event" };
    const order = orderId ? (await txRead(tx, ordersCol.doc(orderId))).data() : undefined;
    if (!order || !orderId) {
      event.record();
      return rejected(new AppError("not-found", ORDER_NOT_FOUND));
    }
    const refusal = orderPayRefusal(order, options.ownerUid);
    if (refusal === "not-owner" || refusal === "not-payable") {
      event.record();
      return rejected(payRefusalError(refusal));
    }
    // A processing order waits for this very PaymentIntent's outcome (a SEPA debit, issue 49).
    const awaiting =
      order.state === "unpaid" || (order.state === "processing" && order.paymentIntentId === pi.id);
    if (!awaiting) {
      if (order.transactionId === pi.id) {
        event.record();
        return { kind: "unchanged", modifiedCount: 0, reason: "already-paid" };
      }
      // Recorded with its refund (second-payments.ts), so a failed refund is retried by Stripe.
      if (pi.status === "succeeded" && namesOrder(pi, orderId, order))
        return { kind: "second", orderId, error: payRefusalError(refusal ?? "already-paid") };
      event.record();
      return rejected(payRefusalError(refusal ?? "already-paid"));
    }
    const key = pi.metadata?.orderId === orderId ? "orderId" : "purchaseId";
    const id = key === "orderId" ? orderId : (pi.metadata?.purchaseId ?? "");
    const mismatch = namesOrder(pi, orderId, order)
      ? paymentMismatch(pi, { id, priceCents: order.totalCents, currency: order.currency ?? "usd", key })
      : { kind: "other-purchase" as const, message: PAYMENT_MESSAGES.otherPurchase };
    if (mismatch) {
      event.record();
      return rejected(
        new AppError(mismatch.kind === "other-purchase" ? "invalid-argument" : "conflict", mismatch.message),
      );
    }
    const refundedHere = order.paymentIntentId === pi.id ? order.refundedCents : 0;
    if (Math.max(refundedAtStripe, refundedHere) > 0) {
      event.record();
      return rejected(new AppError("conflict", PAYMENT_MESSAGES.refunded), { refunded: true });
    }
    await payOrder(tx, orderId, order, pi.id);
    event.record();
    return { kind: "paid", modifiedCount: 1 };
  });
  const paid = decided.kind === "paid" || (decided.kind === "unchanged" && decided.reason === "already-paid");
  if (paid && orderId) await commitOrderTax(orderId);
  if (decided.kind !== "second") return decided;
  await refundSecondPayment(pi, decided.orderId, options.event);
  const error =
    decided.error.message === PAYMENT_MESSAGES.alreadyPaid
      ? new AppError("conflict", PAYMENT_MESSAGES.duplicateRefunded)
      : decided.error;
  return { kind: "rejected", modifiedCount: 0, error, secondPaymentRefunded: true };
}

/** The order and its purchases paid, their payment records, the invoice and the receipt. */
async function payOrder(tx: Transaction, orderId: string, order: Order, paymentIntentId: string) {
  const refs = order.purchaseIds.map((id) => purchasesCol.doc(id));
  const purchases = await Promise.all(refs.map((r) => txRead(tx, r)));
  const now = Date.now();
  const paid = applyOrderEvent(order, { type: "pay", paymentIntentId }, now);
  if (!paid.ok) throw new AppError("conflict", paid.refusal.message);
  const changes = purchases.map((snap, i) => {
    const purchase = snap.data();
    const r = refs[i];
    if (!purchase || !r) throw new Error(`order ${orderId} lost its purchase ${order.purchaseIds[i]}`);
    return {
      id: r.id,
      purchase,
      change: decidePurchaseEvent(r, purchase, { type: "pay", paymentIntentId }, now),
    };
  });
  tx.set(ordersCol.doc(orderId), paid.change, { merge: true });
  // The books of this payment: what Stripe charged, split by line, shipping and tax (issue 47).
  openBook(tx, orderId, order, paymentIntentId, now);
  const after = changes.map(({ id, purchase, change }) => {
    // With its search fields: the trigger that follows payment records then finds nothing to write.
    const record = newPaymentRecord(id, purchase, paymentIntentId, now);
    tx.set(paymentsCol.doc(id), { ...record, ...paymentSearchFields(record, id, purchase.orderId) });
    const written = change.write(tx);
    if (purchase.paymentProcessing)
      tx.set(purchasesCol.doc(id), { paymentProcessing: false }, { merge: true });
    return { id, purchase: written };
  });
  const line = after[0];
  // The purchase page's order mails (and invoices) as the purchase it shows; the cart's as an order.
  if (isPurchasePageOrder(order) && line) {
    queueInvoice(tx, line.id, null);
    queuePurchaseMail(tx, line.id, line.purchase, { kind: "payment-received" }, order);
  } else {
    queueInvoice(tx, order.purchaseIds[0] ?? orderId, orderId);
    queueOrderMail(tx, orderId, paid.after, "order-paid");
  }
}

/**
 * PATCH /purchase/:id: the owner reports the PaymentIntent the browser confirmed for the order of
 * this purchase. It is read back from Stripe and must have succeeded for the order's total.
 */
export async function recordClientPayment(
  purchaseId: string,
  paymentIntentId: string,
  uid: string,
): Promise<ModifiedAnswer> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  if (!purchase) throw new AppError("not-found", PAYMENT_MESSAGES.purchaseNotFound);
  const orderId = purchase.orderId ?? "";
  const order = (await readDoc(ordersCol.doc(orderId))).data();
  if (!order) throw new AppError("not-found", ORDER_NOT_FOUND);
  if (order.userId !== uid) throw payRefusalError("not-owner");
  const pi = await callStripe(() => stripe().paymentIntents.retrieve(paymentIntentId));
  if (!namesOrder(pi, orderId, order)) throw new AppError("invalid-argument", PAYMENT_MESSAGES.otherPurchase);
  const outcome = await recordPayment(pi, { ownerUid: uid });
  if (outcome.kind === "rejected") throw outcome.error;
  return { modifiedCount: outcome.modifiedCount };
}
