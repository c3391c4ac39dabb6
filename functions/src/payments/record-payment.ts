/**
 * What a PaymentIntent's outcome does to its purchase, each in ONE Firestore transaction:
 * - `finalisePayment`: a succeeded PaymentIntent marks the purchase paid and writes its payment
 *   record (shared by PATCH /purchase/:id and the `payment_intent.succeeded` webhook);
 * - `recordPaymentFailure` / `recordPaymentIntentCanceled`: the other webhook effects.
 * A webhook event id is stored in `stripeEvents/{eventId}` in the same transaction as its effect,
 * so a replayed event changes nothing. Nothing ever moves a purchase backwards.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  PAYMENT_MESSAGES,
  nextPurchaseState,
  payRefusal,
  paymentMismatch,
  type ModifiedAnswer,
  type Order,
  type Purchase,
} from "@shop/domain";
import { queueInvoice } from "../invoices/index.js";
import { queuePurchaseMail } from "../mail/index.js";
import { decidePurchaseEvent, ordersCol, purchasesCol } from "../orders/index.js";
import { AppError } from "../platform/app-error.js";
import { stripe } from "../platform/config.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import { callStripe } from "../platform/stripe/stripe-calls.js";
import { paymentsCol } from "./data.js";
import { payRefusalError, type FinaliseOptions, type FinaliseOutcome } from "./payment-outcome.js";
import { finaliseOrderPayment, recordClientOrderPayment } from "./record-order-payment.js";
import { claimEvent, type StripeEventRef } from "./stripe-events.js";
import { refundDuplicatePayment } from "./refunds/refunds.js";

export { payRefusalError };

function purchaseIdOf(pi: Stripe.PaymentIntent): string | null {
  const id = pi.metadata?.purchaseId;
  return typeof id === "string" && id !== "" && !id.includes("/") ? id : null;
}

/**
 * Why a payment cannot be recorded on this purchase. An already paid purchase is not refused:
 * recording its payment again changes nothing (idempotent).
 */
function rejectionFor(purchase: Purchase | undefined, ownerUid: string | undefined): AppError | null {
  if (!purchase) return new AppError("not-found", PAYMENT_MESSAGES.purchaseNotFound);
  const refusal = payRefusal(purchase, ownerUid);
  return refusal && refusal !== "already-paid" ? payRefusalError(refusal) : null;
}

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

/**
 * Marks the purchase named by a succeeded PaymentIntent paid: state 'paid', paid true,
 * transactionId = the PaymentIntent id, a history entry, and the payment record
 * `payments/{purchaseId}`. Idempotent: an already paid purchase is left as it is. Refunded money
 * never pays (PATCH, webhook and expiry all come here): a PaymentIntent with any refund (asked of
 * Stripe, or recorded on the purchase by a refund event that came first) leaves the purchase
 * unpaid. A second PaymentIntent that succeeded for a purchase paid with another is answered as
 * `duplicate`, for the caller to refund.
 */
export async function finalisePayment(
  pi: Stripe.PaymentIntent,
  options: FinaliseOptions = {},
): Promise<FinaliseOutcome> {
  // An order of several lines: one payment pays all its purchases (record-order-payment.ts).
  if (pi.metadata?.orderId) return finaliseOrderPayment(pi, options);
  const purchaseId = purchaseIdOf(pi);
  const refundedAtStripe = pi.status === "succeeded" && purchaseId ? await refundedCentsOf(pi.id) : 0;
  return inTransaction(async (tx): Promise<FinaliseOutcome> => {
    const event = await claimEvent(tx, options.event, pi.id);
    if (event.duplicate) return { kind: "unchanged", modifiedCount: 0, reason: "duplicate-event" };
    if (!purchaseId) {
      event.record();
      return {
        kind: "rejected",
        modifiedCount: 0,
        error: new AppError("conflict", PAYMENT_MESSAGES.otherPurchase),
      };
    }
    const ref = purchasesCol.doc(purchaseId);
    const purchase = (await txRead(tx, ref)).data();
    const rejection = rejectionFor(purchase, options.ownerUid);
    if (rejection || !purchase) {
      const lostRace =
        purchase !== undefined &&
        (purchase.state === "cancelled" || purchase.state === "expired") &&
        pi.status === "succeeded" &&
        pi.metadata?.purchaseId === purchaseId;
      // A lost race is recorded with its refund (refunds.ts), so a failed refund is retried.
      if (!lostRace) event.record();
      return {
        kind: "rejected",
        modifiedCount: 0,
        error: rejection ?? new AppError("not-found", ""),
        ...(lostRace ? { lostRace: { purchaseId } } : {}),
      };
    }
    if (!nextPurchaseState(purchase.state, "pay")) {
      const secondPayment =
        pi.status === "succeeded" &&
        pi.metadata?.purchaseId === purchaseId &&
        purchase.transactionId !== null &&
        purchase.transactionId !== undefined &&
        purchase.transactionId !== pi.id;
      if (secondPayment) {
        // Recorded with its refund (refunds.ts), so a failed refund is retried by Stripe.
        return {
          kind: "rejected",
          modifiedCount: 0,
          error: new AppError("conflict", PAYMENT_MESSAGES.alreadyPaid),
          duplicate: { purchaseId },
        };
      }
      event.record();
      return { kind: "unchanged", modifiedCount: 0, reason: "already-paid" };
    }
    const mismatch = paymentMismatch(pi, { id: purchaseId, priceCents: purchase.priceCents });
    if (mismatch) {
      event.record();
      const code = mismatch.kind === "other-purchase" ? "invalid-argument" : "conflict";
      return { kind: "rejected", modifiedCount: 0, error: new AppError(code, mismatch.message) };
    }
    const refundedHere = purchase.paymentIntentId === pi.id ? (purchase.refundedCents ?? 0) : 0;
    if (Math.max(refundedAtStripe, refundedHere) > 0) {
      event.record();
      return {
        kind: "rejected",
        modifiedCount: 0,
        error: new AppError("conflict", PAYMENT_MESSAGES.refunded),
        refunded: true,
      };
    }
    const now = Date.now();
    const paid = decidePurchaseEvent(ref, purchase, { type: "pay", paymentIntentId: pi.id }, now).write(tx);
    queuePurchaseMail(tx, purchaseId, paid, { kind: "payment-received" });
    tx.set(paymentsCol.doc(purchaseId), {
      product: purchaseId,
      productName: purchase.productName,
      priceCents: purchase.priceCents,
      shipment: false,
      userId: purchase.userId,
      userEmail: purchase.userEmail,
      userName: purchase.userName,
      transactionId: pi.id,
      createdAt: now,
    });
    queueInvoice(tx, purchaseId, null);
    event.record();
    return { kind: "paid", modifiedCount: 1 };
  });
}

/**
 * A webhook event that only touches an unpaid purchase still tied to this PaymentIntent: claims
 * the event id and applies `update` in one transaction. True when the purchase changed.
 */
async function updateUnpaidPurchase(
  pi: Stripe.PaymentIntent,
  event: StripeEventRef,
  stillTied: (purchase: Pick<Purchase, "paymentIntentId">) => boolean,
  update: Partial<Purchase> & Partial<Order>,
): Promise<boolean> {
  const purchaseId = purchaseIdOf(pi);
  const orderId = pi.metadata?.orderId;
  return inTransaction(async (tx) => {
    const claim = await claimEvent(tx, event, pi.id);
    if (claim.duplicate) return false;
    // An order of several lines keeps its PaymentIntent (and its failure) on the order.
    const target = orderId
      ? await readTied(tx, ordersCol.doc(orderId))
      : purchaseId
        ? await readTied(tx, purchasesCol.doc(purchaseId))
        : null;
    const applies = target !== null && target.state === "unpaid" && stillTied(target);
    if (applies) target.write(update);
    claim.record();
    return applies;
  });
}

/** A purchase or an order as its PaymentIntent's events see it, and how to change it. */
async function readTied<T extends Purchase | Order>(
  tx: Transaction,
  ref: DocumentReference<T>,
): Promise<
  (Pick<T, "state" | "paymentIntentId"> & { write: (u: Partial<Purchase> & Partial<Order>) => void }) | null
> {
  const data = (await txRead(tx, ref)).data();
  if (!data) return null;
  return {
    state: data.state,
    paymentIntentId: data.paymentIntentId,
    write: (u) => tx.set(ref, u as Partial<T>, { merge: true }),
  };
}

/** `payment_intent.payment_failed`: keeps the card's error on an unpaid purchase for the customer. */
export function recordPaymentFailure(pi: Stripe.PaymentIntent, event: StripeEventRef): Promise<boolean> {
  return updateUnpaidPurchase(pi, event, (p) => (p.paymentIntentId ?? pi.id) === pi.id, {
    lastPaymentError: pi.last_payment_error?.message ?? "The payment failed",
  });
}

/** `payment_intent.canceled`: an unpaid purchase forgets the PaymentIntent so a new one can be made. */
export function recordPaymentIntentCanceled(
  pi: Stripe.PaymentIntent,
  event: StripeEventRef,
): Promise<boolean> {
  return updateUnpaidPurchase(pi, event, (p) => p.paymentIntentId === pi.id, { paymentIntentId: null });
}

/**
 * PATCH /purchase/:id: the owner reports the PaymentIntent the browser confirmed. It is read back
 * from Stripe and must have succeeded for this purchase's price before the purchase is paid.
 */
export async function recordClientPayment(
  purchaseId: string,
  paymentIntentId: string,
  uid: string,
): Promise<ModifiedAnswer> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  // A line of an order: the PaymentIntent pays its order.
  if (purchase?.orderId) return recordClientOrderPayment(purchase.orderId, paymentIntentId, uid);
  const rejection = rejectionFor(purchase, uid);
  if (rejection) throw rejection;
  const pi = await callStripe(() => stripe().paymentIntents.retrieve(paymentIntentId));
  if (pi.metadata?.purchaseId !== purchaseId) {
    throw new AppError("invalid-argument", PAYMENT_MESSAGES.otherPurchase);
  }
  const outcome = await finalisePayment(pi, { ownerUid: uid });
  if (outcome.kind === "rejected" && outcome.duplicate) {
    await refundDuplicatePayment(pi, outcome.duplicate.purchaseId);
    throw new AppError("conflict", PAYMENT_MESSAGES.duplicateRefunded);
  }
  if (outcome.kind === "rejected") throw outcome.error;
  return { modifiedCount: outcome.modifiedCount };
}
