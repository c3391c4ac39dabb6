/**
 * The payments' side of Stripe Tax: a paid order's tax calculation committed as a tax transaction
 * (after the payment's own transaction: the payment is recorded whatever Stripe Tax answers, and
 * the next record of the same payment — the webhook, the payment page — tries again), a
 * refunded line's tax reversed, and a refund made in Stripe's Dashboard its share of the tax.
 */
import { FieldValue } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import type Stripe from "stripe";
import { ordersCol, purchasesCol } from "../../orders/index.js";
import { readDoc } from "../../platform/reads.js";
import { commitTaxTransaction, reverseLineTax, reverseRefundShare } from "../../tax/index.js";
import { isDashboardRefund } from "../refunds/booked-refunds.js";

/** Commits the order's tax calculation once (its id kept as `taxTransactionId`). Never throws. */
export async function commitOrderTax(orderId: string): Promise<void> {
  try {
    const order = (await readDoc(ordersCol.doc(orderId))).data();
    if (!order?.taxCalculationId || order.taxTransactionId) return;
    const taxTransactionId = await commitTaxTransaction(orderId, order.taxCalculationId);
    await ordersCol.doc(orderId).update({ taxTransactionId });
  } catch (err) {
    logger.error("Could not commit the order's tax transaction; the next record of its payment retries", {
      orderId,
      err,
    });
  }
}

/**
 * Reverses the tax of a line refunded by the shop (its id kept as the purchase's `taxReversalId`).
 * Never throws: the money is already back with the customer, and an error here must not answer
 * the admin's refund with a failure they would retry (e.g. Stripe Tax refusing to reverse more than
 * a Dashboard refund of the same order left); it is logged for the books instead.
 */
export async function reverseRefundedLineTax(purchaseId: string, refundId: string): Promise<void> {
  try {
    const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
    if (!purchase?.orderId || purchase.taxReversalId) return;
    const order = (await readDoc(ordersCol.doc(purchase.orderId))).data();
    if (!order?.taxTransactionId) return;
    const reversed = await reverseLineTax(order.taxTransactionId, purchaseId, refundId);
    if (reversed) await purchasesCol.doc(purchaseId).update({ taxReversalId: reversed.reversalId });
  } catch (err) {
    logger.error("Could not reverse a refunded line's tax in Stripe Tax; reverse it in the Dashboard", {
      purchaseId,
      refundId,
      err,
    });
  }
}

/**
 * Refunds made in Stripe's Dashboard (a `charge.refunded` / refund event) reverse their share of the
 * order's tax in Stripe Tax, oldest first, each once (kept as `taxReversals[refundId]` on the
 * order): prorated over the lines the shop has not reversed and shipping (tax-reversal share).
 * `live`: the PaymentIntent's refunds, newest first. Never throws: the refund itself is recorded
 * whatever Stripe Tax answers, and the next event of the PaymentIntent tries again.
 */
export async function reverseDashboardRefundsTax(
  orderId: string,
  live: readonly Stripe.Refund[],
): Promise<void> {
  try {
    const order = (await readDoc(ordersCol.doc(orderId))).data();
    const transactionId = order?.taxTransactionId;
    if (!order || !transactionId) return;
    const dashboard = [...live].reverse().filter(isDashboardRefund);
    if (dashboard.every((r) => order.taxReversals?.[r.id])) return;
    const lines = await Promise.all(order.purchaseIds.map((id) => readDoc(purchasesCol.doc(id))));
    const except = lines.filter((l) => l.data()?.taxReversalId).map((l) => l.id);
    let fromCents = 0;
    for (const r of dashboard) {
      const share = { refundId: r.id, fromCents, toCents: fromCents + r.amount, except };
      fromCents = share.toCents;
      if (order.taxReversals?.[r.id]) continue;
      const reversed = await reverseRefundShare(transactionId, share);
      await ordersCol.doc(orderId).update({
        // "none": nothing of this refund was left to reverse (asked once).
        [`taxReversals.${r.id}`]: reversed?.reversalId ?? "none",
        dashboardTaxReversedCents: FieldValue.increment(reversed?.taxCents ?? 0),
      });
    }
  } catch (err) {
    logger.error("Could not reverse a Stripe refund's share of the tax; the next refund event retries", {
      orderId,
      err,
    });
  }
}
