/**
 * One reconciliation run: Stripe's succeeded PaymentIntents and refunds created in a period
 * against the shop's payment records (summed per PaymentIntent) and recorded refunds. The edges
 * of a period are looked up one by one (a PaymentIntent made at 23:59 and recorded at 00:00 is no
 * difference). Each run is stored; a run with differences mails the shop.
 */
import {
  comparePayments,
  periodRangeMs,
  reconciliationMail,
  type PaymentSide,
  type Period,
  type Reconciliation,
  type ReconciliationAnswer,
  type ReconciliationDifference,
} from "@shop/domain";
import type Stripe from "stripe";
import { mailContext, queueMail, shopEmail } from "../mail/index.js";
import { db } from "../platform/firestore.js";
import { reconciliationsCol } from "./data.js";
import {
  isRecordedDuplicate,
  orderOfPurchase,
  shopPaidOfIntent,
  shopPaymentSides,
  shopRefunds,
  shopRefundsOfIntent,
} from "./shop-side.js";
import {
  findLiveRefund,
  findPaymentIntent,
  paidAmount,
  refundsOfIntent,
  stripeDisputes,
  stripePayments,
  stripeRefunds,
} from "./stripe-side.js";
import { disputesCol } from "../disputes/index.js";
import { readAll } from "../platform/reads.js";

/**
 * A PaymentIntent paid in Stripe that the shop did not record in the period: recorded at another
 * time (its records' sum), knowingly refunded (a second payment, or one that lost the race with an
 * expiry: "known"), or truly missing (null).
 */
async function shopSideOf(pi: Stripe.PaymentIntent): Promise<PaymentSide | "known" | null> {
  const paid = await shopPaidOfIntent(pi.id);
  if (paid !== null) return paid;
  if (await isRecordedDuplicate(pi.metadata, pi.id)) return "known";
  const theirs = await refundsOfIntent(pi.id);
  const refunded = theirs.reduce((sum, r) => sum + r.cents, 0);
  if (refunded < paidAmount(pi)) return null;
  const mine = await shopRefundsOfIntent(
    pi.id,
    theirs.map((r) => r.id),
  );
  if (mine.known && mine.refundedCents >= paidAmount(pi)) return "known";
  return null;
}

/** Both sides' payments, the edges filled in so that each side holds every PaymentIntent it can. */
async function paymentSides(startMs: number, endMs: number) {
  const [stripeSide, shopSide] = await Promise.all([
    stripePayments(startMs, endMs),
    shopPaymentSides(startMs, endMs),
  ]);
  const shop = shopSide.sides;
  const shopIds = new Set(shop.map((s) => s.paymentIntentId));
  const stripe = [...stripeSide.side];
  for (const [id, pi] of stripeSide.intents) {
    if (shopIds.has(id)) continue;
    const side = await shopSideOf(pi);
    if (side === "known")
      stripe.splice(
        stripe.findIndex((s) => s.paymentIntentId === id),
        1,
      );
    else if (side) shop.push(side);
  }
  for (const mine of shop) {
    if (stripeSide.intents.has(mine.paymentIntentId)) continue;
    const pi = await findPaymentIntent(mine.paymentIntentId);
    if (pi?.status === "succeeded")
      stripe.push({ paymentIntentId: pi.id, cents: paidAmount(pi), currency: pi.currency });
  }
  return { stripe, shop, purchaseOf: shopSide.purchaseOf };
}

/** Refunds in Stripe the shop does not account for, and the shop's refunds Stripe has not. */
async function refundDifferences(startMs: number, endMs: number): Promise<ReconciliationDifference[]> {
  const [theirs, mine] = await Promise.all([stripeRefunds(startMs, endMs), shopRefunds(startMs, endMs)]);
  const out: ReconciliationDifference[] = [];
  for (const pi of new Set(theirs.map((r) => r.paymentIntentId))) {
    const refunds = await refundsOfIntent(pi);
    const stripeCents = refunds.reduce((sum, r) => sum + r.cents, 0);
    const shop = await shopRefundsOfIntent(
      pi,
      refunds.map((r) => r.id),
    );
    if (shop.refundedCents >= stripeCents) continue;
    if (!shop.known && (await isRecordedDuplicateOfIntent(pi))) continue;
    out.push({
      kind: "refund_missing_in_shop",
      paymentIntentId: pi,
      ...(shop.orderId ? { orderId: shop.orderId } : {}),
      stripeCents,
      shopCents: shop.refundedCents,
      currency: refunds[0]?.currency ?? "usd",
    });
  }
  const theirIds = new Set(theirs.map((r) => r.id));
  for (const r of mine) {
    if (theirIds.has(r.id) || (r.id && (await findLiveRefund(r.id)))) continue;
    out.push({
      kind: "refund_missing_in_stripe",
      ...(r.paymentIntentId ? { paymentIntentId: r.paymentIntentId } : {}),
      ...(r.orderId ? { orderId: r.orderId } : {}),
      shopCents: r.cents,
      currency: r.currency,
    });
  }
  return out;
}

/** A refunded second payment: the PaymentIntent's purchase recorded it on its payment record. */
async function isRecordedDuplicateOfIntent(paymentIntentId: string): Promise<boolean> {
  const pi = await findPaymentIntent(paymentIntentId);
  return pi ? isRecordedDuplicate(pi.metadata, pi.id) : false;
}

/** Stripe's disputes of the period, and those the shop has no record of (its events were lost). */
async function disputesOfPeriod(startMs: number, endMs: number) {
  const disputes = await stripeDisputes(startMs, endMs);
  const known = disputes.length > 0 ? await readAll(disputes.map((d) => disputesCol.doc(d.disputeId))) : [];
  const differences: ReconciliationDifference[] = disputes
    .filter((_, i) => !known[i]?.exists)
    .map((d) => ({
      kind: "dispute_missing_in_shop" as const,
      ...(d.paymentIntentId ? { paymentIntentId: d.paymentIntentId } : {}),
      stripeCents: d.amountCents,
      currency: d.currency,
    }));
  return { disputes, differences };
}

/** Compares the period (no writes). */
export async function reconcile(period: Period) {
  const { startMs, endMs } = periodRangeMs(period);
  const [sides, refunds, disputed] = await Promise.all([
    paymentSides(startMs, endMs),
    refundDifferences(startMs, endMs),
    disputesOfPeriod(startMs, endMs),
  ]);
  const result = comparePayments(sides.stripe, sides.shop);
  for (const d of result.differences) {
    const purchaseId = d.paymentIntentId ? sides.purchaseOf.get(d.paymentIntentId) : undefined;
    if (!d.orderId && purchaseId) {
      const orderId = await orderOfPurchase(purchaseId);
      if (orderId) d.orderId = orderId;
    }
  }
  return {
    ...result,
    differences: [...result.differences, ...refunds, ...disputed.differences],
    disputes: disputed.disputes,
  };
}

/**
 * Runs, stores and (when anything differs) mails in one batch. `id` names the stored run (the
 * daily run's is its day, so a retried schedule stores it once).
 */
export async function runReconciliation(
  period: Period,
  by: string,
  id?: string,
): Promise<ReconciliationAnswer> {
  const result = await reconcile(period);
  const run: Reconciliation = { ...result, from: period.from, to: period.to, by, createdAt: Date.now() };
  const ref = id ? reconciliationsCol.doc(id) : reconciliationsCol.doc();
  const batch = db.batch();
  batch.set(ref, run);
  if (run.differences.length > 0) {
    queueMail(batch, {
      to: shopEmail(),
      kind: "shop-reconciliation",
      message: reconciliationMail(mailContext(), run),
    });
  }
  await batch.commit();
  return { _id: ref.id, from: run.from, to: run.to, ...result };
}
