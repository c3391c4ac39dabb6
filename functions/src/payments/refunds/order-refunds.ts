/**
 * Refunds of an order of several lines made or seen in Stripe. The shop's own line refunds
 * (POST /purchase/:id/refund) carry their purchase in the refund's metadata and are applied to
 * that line; money refunded in Stripe's Dashboard that covers the whole order refunds every line
 * (restocking what was not shipped); a partial one is recorded on the order (`refundedCents`) for
 * the admin to settle — no line changes by itself. Every step is idempotent (a line is refunded
 * once, the recorded amount only grows), so events may arrive in any order and any number of times.
 */
import * as logger from "firebase-functions/logger";
import type Stripe from "stripe";
import { applyOrderEvent } from "@shop/domain";
import { ordersCol, purchasesCol } from "../../orders/index.js";
import { inTransaction } from "../../platform/firestore.js";
import { readDoc, txRead } from "../../platform/reads.js";
import { reverseDashboardRefundsTax } from "../intents/order-tax.js";
import { bookStripeRefunds } from "./booked-refunds.js";
import { applyFullRefund } from "./refunds.js";
import { recordIgnoredEvent, type StripeEventRef } from "../stripe-events/stripe-events.js";

/** Applies the order's refunds as Stripe lists them now (`live`: succeeded or pending, newest first). */
export async function syncOrderRefunds(
  orderId: string,
  live: readonly Stripe.Refund[],
  event: StripeEventRef,
  paymentIntentId: string,
): Promise<void> {
  const order = (await readDoc(ordersCol.doc(orderId))).data();
  if (!order) return recordIgnoredEvent(event, paymentIntentId);
  const total = live.reduce((sum, r) => sum + r.amount, 0);
  for (const r of live) {
    const purchaseId = r.metadata?.purchaseId;
    if (!purchaseId || !order.purchaseIds.includes(purchaseId)) continue;
    await applyFullRefund(purchaseId, {
      id: r.id,
      amountCents: r.amount,
      by: r.metadata?.by ?? "stripe",
      reason: "Refunded by the shop",
      restock: r.metadata?.restock ? r.metadata.restock === "true" : undefined,
    });
  }
  // An unpaid order's PaymentIntent refunded in Stripe: recorded on the order, which it then cannot pay.
  // Returns' refunds (metadata `returnId`, partial-refunds.ts) never count as a refund of every
  // line, and are counted on the order when their return records them (`returnedCents`), not here:
  // this event may arrive before or after that.
  const byReturns = live.filter((r) => r.metadata?.returnId).reduce((sum, r) => sum + r.amount, 0);
  if (total >= order.totalCents && order.state !== "unpaid" && byReturns === 0) {
    await refundEveryLine(order.purchaseIds, live[0]?.id ?? "");
  } else {
    await inTransaction(async (tx) => {
      const now = (await txRead(tx, ordersCol.doc(orderId))).data();
      if (!now) return;
      const returned = Object.values(now.returnedCents ?? {}).reduce((sum, c) => sum + c, 0);
      const known = total - byReturns + returned;
      const recorded = applyOrderEvent(now, { type: "record-refunds", refundedCents: known }, Date.now());
      if (recorded.ok && (now.refundedCents ?? 0) < known)
        tx.set(ordersCol.doc(orderId), recorded.change, { merge: true });
    });
  }
  // Refunds made in Stripe's Dashboard: in the books as money (issue 47), and their share of the
  // tax given back in Stripe Tax (issue 31).
  await bookStripeRefunds(paymentIntentId, live);
  await reverseDashboardRefundsTax(orderId, live);
  await recordIgnoredEvent(event, paymentIntentId);
}

/** A refund in Stripe of the whole order: every line not yet refunded is, restocked unless shipped. */
async function refundEveryLine(purchaseIds: readonly string[], refundId: string): Promise<void> {
  for (const purchaseId of purchaseIds) {
    const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
    if (!purchase || purchase.state === "refunded") continue;
    await applyFullRefund(
      purchaseId,
      {
        id: refundId,
        amountCents: purchase.paidCents ?? purchase.priceCents,
        by: "stripe",
        reason: "Refunded in Stripe",
        restock: undefined,
      },
      undefined,
      "",
      false,
    );
  }
  logger.info("A refund in Stripe covered a whole order: every line refunded", { refundId });
}
