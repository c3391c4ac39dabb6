/**
 * Stripe PaymentIntents of purchases: one per purchase (reused while it can still be paid),
 * amount always the purchase's server-side price. Cancelling a purchase calls
 * cancelPaymentIntent after its transaction commits.
 */
import { logger } from "firebase-functions";
import type Stripe from "stripe";
import {
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  isCancelablePaymentIntent,
  isReusablePaymentIntent,
  payRefusal,
  paymentIntentIdempotencyKey,
  type PaymentIntentAnswer,
  type Purchase,
} from "@shop/domain";
import { purchasesCol } from "../orders/index.js";
import { AppError } from "../platform/app-error.js";
import { stripe } from "../platform/config.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import { callStripe } from "../platform/stripe-calls.js";
import { finalisePayment, payRefusalError } from "./record-payment.js";

/** The purchase, if it exists, belongs to `uid` and can be paid (not-found / refusal otherwise). */
async function payablePurchase(purchaseId: string, uid: string): Promise<Purchase> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  if (!purchase) throw new AppError("not-found", PAYMENT_MESSAGES.purchaseNotFound);
  const refusal = payRefusal(purchase, uid);
  if (refusal) throw payRefusalError(refusal);
  return purchase;
}

function answer(pi: Stripe.PaymentIntent): PaymentIntentAnswer {
  if (!pi.client_secret) throw new AppError("unavailable", PAYMENT_MESSAGES.stripeUnavailable);
  return { clientSecret: pi.client_secret, amountCents: pi.amount };
}

/** The PaymentIntent as Stripe knows it now. */
export function retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent> {
  return callStripe(() => stripe().paymentIntents.retrieve(id));
}

/**
 * The client secret of the purchase's PaymentIntent. Reuses the stored one while the customer
 * can still pay it; otherwise creates one with an idempotency key derived from the purchase (and
 * the PaymentIntent it replaces), and stores its id unless a concurrent call stored one first,
 * so concurrent calls end with a single PaymentIntent.
 */
export async function paymentIntentForPurchase(
  purchaseId: string,
  uid: string,
): Promise<PaymentIntentAnswer> {
  const purchase = await payablePurchase(purchaseId, uid);
  const facts = { id: purchaseId, priceCents: purchase.priceCents };

  let replaced: string | null = null;
  if (purchase.paymentIntentId) {
    const current = await retrievePaymentIntent(purchase.paymentIntentId);
    if (isReusablePaymentIntent(current, facts)) return answer(current);
    await settleUnusable(current);
    replaced = current.id;
  }

  // Idempotent creation: a replayed key answers the PaymentIntent it made before; if that one
  // can no longer be paid (cancelled), the next key in the chain is derived from it.
  let created = await createFor(purchase, purchaseId, paymentIntentIdempotencyKey(purchaseId, replaced));
  for (let hop = 0; hop < MAX_REPLACEMENTS && !isReusablePaymentIntent(created, facts); hop += 1) {
    await settleUnusable(created);
    replaced = created.id;
    created = await createFor(purchase, purchaseId, paymentIntentIdempotencyKey(purchaseId, replaced));
  }
  if (!isReusablePaymentIntent(created, facts)) throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  const createdId = created.id;

  const stored = await inTransaction(async (tx) => {
    const ref = purchasesCol.doc(purchaseId);
    const now = (await txRead(tx, ref)).data();
    if (!now || now.state !== "unpaid") return null;
    if (now.paymentIntentId && now.paymentIntentId !== replaced && now.paymentIntentId !== createdId) {
      return now.paymentIntentId;
    }
    if (now.paymentIntentId !== createdId) tx.update(ref, { paymentIntentId: createdId });
    return createdId;
  });
  if (stored === null) {
    await cancelPaymentIntent(createdId);
    await payablePurchase(purchaseId, uid); // throws the reason the purchase is no longer payable
    throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  }
  if (stored === createdId) return answer(created);

  // Another call stored a different PaymentIntent first: answer that one, drop ours.
  const winner = await retrievePaymentIntent(stored);
  if (!isReusablePaymentIntent(winner, facts)) throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  await cancelPaymentIntent(createdId);
  return answer(winner);
}

const MAX_REPLACEMENTS = 20;

/**
 * Creates (idempotently) the PaymentIntent for a key and answers its CURRENT state: a replayed
 * key answers the response Stripe stored the first time, which says nothing of a later cancel.
 */
async function createFor(
  purchase: Purchase,
  purchaseId: string,
  idempotencyKey: string,
): Promise<Stripe.PaymentIntent> {
  const created = await createWithKey(purchase, purchaseId, idempotencyKey);
  return retrievePaymentIntent(created.id);
}

function createWithKey(
  purchase: Purchase,
  purchaseId: string,
  idempotencyKey: string,
): Promise<Stripe.PaymentIntent> {
  return callStripe(() =>
    stripe().paymentIntents.create(
      {
        amount: purchase.priceCents,
        currency: PAYMENT_CURRENCY,
        // Stripe offers whatever methods the account enables (cards, wallets, Link, local methods).
        automatic_payment_methods: { enabled: true },
        description: purchase.productName,
        metadata: { purchaseId, userId: purchase.userId },
      },
      { idempotencyKey },
    ),
  );
}

/**
 * A PaymentIntent of this purchase that cannot be paid any more. If it succeeded the customer
 * has paid (the webhook may still be on its way): record it now and say so. If it is being
 * processed, wait. Otherwise cancel it (when Stripe allows) so it can never be charged.
 */
async function settleUnusable(pi: Stripe.PaymentIntent): Promise<void> {
  if (pi.status === "succeeded") {
    await finalisePayment(pi);
    throw new AppError("conflict", PAYMENT_MESSAGES.alreadyPaid);
  }
  if (pi.status === "processing") throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  if (isCancelablePaymentIntent(pi.status)) await cancelPaymentIntent(pi.id);
}

/** Cancels the PaymentIntent at Stripe unless it already succeeded or was cancelled. */
export async function cancelPaymentIntent(paymentIntentId: string): Promise<void> {
  const pi = await retrievePaymentIntent(paymentIntentId);
  if (!isCancelablePaymentIntent(pi.status)) return;
  try {
    await stripe().paymentIntents.cancel(paymentIntentId, { cancellation_reason: "abandoned" });
  } catch (err) {
    // Racing a confirmation: the PaymentIntent may have just succeeded or been cancelled.
    const after = await retrievePaymentIntent(paymentIntentId);
    if (isCancelablePaymentIntent(after.status)) {
      logger.error("Could not cancel PaymentIntent", { paymentIntentId, err });
      throw new AppError("unavailable", PAYMENT_MESSAGES.stripeUnavailable);
    }
  }
}
