/**
 * Stripe PaymentIntents: one per order (reused while it can still be paid), the amount always the
 * server's (the order's total after its discount). Cancelling calls cancelPaymentIntent after its
 * commit.
 */
import * as logger from "firebase-functions/logger";
import type Stripe from "stripe";
import {
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  isCancelablePaymentIntent,
  isReusablePaymentIntent,
  paymentIntentIdempotencyKey,
  type PaymentIntentAnswer,
} from "@shop/domain";
import { AppError } from "../../platform/app-error.js";
import { stripe } from "../../platform/config.js";
import { inTransaction } from "../../platform/firestore.js";
import { callStripe } from "../../platform/stripe/stripe-calls.js";
import { payableOrder, payableTarget, type PayTarget } from "./pay-targets.js";
import { recordPayment } from "./record-payment.js";

function answer(pi: Stripe.PaymentIntent): PaymentIntentAnswer {
  if (!pi.client_secret) throw new AppError("unavailable", PAYMENT_MESSAGES.stripeUnavailable);
  return { clientSecret: pi.client_secret, amountCents: pi.amount };
}

/** The PaymentIntent as Stripe knows it now. */
export function retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent> {
  return callStripe(() => stripe().paymentIntents.retrieve(id));
}

/**
 * The client secret of the PaymentIntent of an order (POST /orders/:id/payment-intent), or of a
 * purchase's order (POST /create-payment-intent). Reuses the stored one
 * while the customer can still pay it; otherwise creates one with an idempotency key derived
 * from what it pays (and the PaymentIntent it replaces), and stores its id unless a concurrent
 * call stored one first, so concurrent calls end with a single PaymentIntent.
 */
export async function paymentIntentFor(
  what: { purchaseId: string } | { orderId: string },
  uid: string,
): Promise<PaymentIntentAnswer> {
  const load = () =>
    "orderId" in what ? payableOrder(what.orderId, uid) : payableTarget(what.purchaseId, uid);
  const target = await load();
  let replaced: string | null = null;
  if (target.paymentIntentId) {
    const current = await retrievePaymentIntent(target.paymentIntentId);
    if (isReusablePaymentIntent(current, target.facts)) return answer(current);
    await settleUnusable(current);
    replaced = current.id;
  }
  // Idempotent creation: a replayed key answers the PaymentIntent it made before; if that one
  // can no longer be paid (cancelled), the next key in the chain is derived from it.
  const key = () => paymentIntentIdempotencyKey(target.id, replaced, target.kind);
  let created = await createFor(target, key());
  for (let hop = 0; hop < MAX_REPLACEMENTS && !isReusablePaymentIntent(created, target.facts); hop += 1) {
    await settleUnusable(created);
    replaced = created.id;
    created = await createFor(target, key());
  }
  if (!isReusablePaymentIntent(created, target.facts))
    throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  const createdId = created.id;
  const stored = await inTransaction(async (tx) => {
    const now = await target.readInTx(tx);
    if (!now || now.state !== "unpaid") return null;
    if (now.paymentIntentId && now.paymentIntentId !== replaced && now.paymentIntentId !== createdId) {
      return now.paymentIntentId;
    }
    if (now.paymentIntentId !== createdId) target.store(tx, createdId);
    return createdId;
  });
  if (stored === null) {
    await cancelPaymentIntent(createdId);
    await load(); // throws the reason it is no longer payable
    throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  }
  if (stored === createdId) return answer(created);
  // Another call stored a different PaymentIntent first: answer that one, drop ours.
  const winner = await retrievePaymentIntent(stored);
  if (!isReusablePaymentIntent(winner, target.facts))
    throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  await cancelPaymentIntent(createdId);
  return answer(winner);
}

const MAX_REPLACEMENTS = 20;

/**
 * Creates (idempotently) the PaymentIntent for a key and answers its CURRENT state: a replayed
 * key answers the response Stripe stored the first time, which says nothing of a later cancel.
 */
async function createFor(target: PayTarget, idempotencyKey: string): Promise<Stripe.PaymentIntent> {
  const created = await callStripe(() =>
    stripe().paymentIntents.create(
      {
        amount: target.facts.priceCents,
        currency: target.facts.currency ?? PAYMENT_CURRENCY,
        // The server chooses (never the client): cards, and in euros the local methods (issue 49).
        allowed_payment_method_types: target.methods,
        description: target.description,
        metadata: { [target.facts.key]: target.id, userId: target.userId },
      },
      { idempotencyKey },
    ),
  );
  return retrievePaymentIntent(created.id);
}

/**
 * A PaymentIntent of this purchase that cannot be paid any more. If it succeeded the customer
 * has paid (the webhook may still be on its way): record it now and say so. If it is being
 * processed, wait. Otherwise cancel it (when Stripe allows) so it can never be charged.
 */
async function settleUnusable(pi: Stripe.PaymentIntent): Promise<void> {
  if (pi.status === "succeeded") {
    const outcome = await recordPayment(pi);
    // Money refunded in Stripe pays nothing: the order gets a new PaymentIntent.
    if (outcome.kind === "rejected" && outcome.refunded) return;
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
    await callStripe(() =>
      stripe().paymentIntents.cancel(paymentIntentId, { cancellation_reason: "abandoned" }),
    );
  } catch (err) {
    // Racing a confirmation: the PaymentIntent may have just succeeded or been cancelled.
    const after = await retrievePaymentIntent(paymentIntentId);
    if (isCancelablePaymentIntent(after.status)) {
      logger.error("Could not cancel PaymentIntent", { paymentIntentId, err });
      throw new AppError("unavailable", PAYMENT_MESSAGES.stripeUnavailable);
    }
  }
}
