/**
 * What follows a refund in the books (issue 47):
 * - `reverseBookedRefundTax`: the refund's tax reversed in Stripe Tax exactly as booked, once
 *   (its reversal id kept on `ledgerRefunds/{refundId}`). Never throws: the money is already back.
 * - `refundShippingIfAllBack`: once every piece of an order is returned or refunded, its shipping
 *   and shipping's tax refunded (one Stripe idempotency key per order), booked with its credit note
 *   (`REFUND_SHIPPING_WHEN_ALL_RETURNED`, on by default).
 * - `bookStripeRefunds`: refunds made in Stripe's Dashboard booked as money (no line), so the books
 *   hold every refund Stripe holds.
 */
import * as logger from "firebase-functions/logger";
import type Stripe from "stripe";
import { applyOrderEvent, planShipping, stripeRefundPlan } from "@shop/domain";
import { queuePartialCreditNote } from "../../invoices/index.js";
import { ordersCol, purchasesCol } from "../../orders/index.js";
import { REFUND_SHIPPING_WHEN_ALL_RETURNED } from "../../platform/config.js";
import { inTransaction } from "../../platform/firestore.js";
import { readDoc, txRead } from "../../platform/reads.js";
import { reversePlannedRefund } from "../../tax/index.js";
import { ledgerRefundsCol, readBook, txReadBook, writeBookRefund } from "../books/ledger.js";
import { createRefund } from "./create-refund.js";

/** Reverses a booked refund's tax in Stripe Tax once. Never throws (logged for the books). */
export async function reverseBookedRefundTax(refundId: string): Promise<void> {
  try {
    const booked = (await readDoc(ledgerRefundsCol.doc(refundId))).data();
    if (!booked || booked.taxReversalId !== undefined || booked.kind === "stripe") return;
    const order = (await readDoc(ordersCol.doc(booked.orderId))).data();
    if (!order?.taxTransactionId) return;
    const reversed = await reversePlannedRefund(order.taxTransactionId, refundId, booked);
    await ledgerRefundsCol.doc(refundId).update({ taxReversalId: reversed?.reversalId ?? null });
    // The rest of a line: its purchase names the reversal too (as a full line refund always did).
    const line = booked.kind === "line" ? booked.lines[0]?.purchaseId : undefined;
    if (line && reversed) await purchasesCol.doc(line).update({ taxReversalId: reversed.reversalId });
  } catch (err) {
    logger.error("Could not reverse a refund's tax in Stripe Tax; the next refund of the order retries", {
      refundId,
      err,
    });
  }
}

/** What Stripe's refund metadata says this refund is: the shop's shipping refund names its kind. */
export const SHIPPING_REFUND_KIND = "shipping";

/**
 * Refunds the order's shipping (and its tax) once every piece is back, with its credit note on
 * the order's last line. Idempotent: one Stripe key per order, booked once.
 */
export async function refundShippingIfAllBack(paymentIntentId: string | null, by: string): Promise<void> {
  if (!REFUND_SHIPPING_WHEN_ALL_RETURNED.value() || !paymentIntentId) return;
  const book = await readBook(paymentIntentId);
  const plan = book ? planShipping(book) : null;
  if (!book || !plan || plan.amountCents <= 0) return;
  const refund = await createRefund(
    {
      payment_intent: paymentIntentId,
      amount: plan.amountCents,
      reason: "requested_by_customer",
      metadata: { orderId: book.orderId, kind: SHIPPING_REFUND_KIND, by },
    },
    `order-${book.orderId}-shipping-refund`,
  );
  await inTransaction(async (tx) => {
    const now = await txReadBook(tx, paymentIntentId);
    const orderRef = ordersCol.doc(book.orderId);
    const order = (await txRead(tx, orderRef)).data();
    if (!now || !order) return;
    const at = Date.now();
    if (!writeBookRefund(tx, now, refund.id, { ...plan, amountCents: refund.amount }, { at })) return;
    const event = { type: "record-refunds" as const, refundedCents: order.refundedCents + refund.amount };
    const recorded = applyOrderEvent(order, event, at);
    if (recorded.ok) tx.set(orderRef, recorded.change, { merge: true });
    const lastLine = order.purchaseIds[order.purchaseIds.length - 1] ?? "";
    queuePartialCreditNote(tx, lastLine, book.orderId, refund.id, {
      quantity: 0,
      amountCents: refund.amount,
      reason: "Shipping refunded: every piece of the order was returned or refunded",
      returnId: null,
      goodsCents: 0,
      taxCents: plan.taxCents,
      shippingCents: plan.shippingCents,
    });
  });
  await reverseBookedRefundTax(refund.id);
}

/** A refund made in Stripe's Dashboard: it names no line, no return and is not the shop's shipping refund. */
export function isDashboardRefund(r: Pick<Stripe.Refund, "metadata">): boolean {
  return !r.metadata?.purchaseId && !r.metadata?.returnId && r.metadata?.kind !== SHIPPING_REFUND_KIND;
}

/** Books the Dashboard's refunds of a payment (as money only), each once. */
export async function bookStripeRefunds(
  paymentIntentId: string,
  live: readonly Stripe.Refund[],
): Promise<void> {
  const dashboard = live.filter(isDashboardRefund);
  if (dashboard.length === 0) return;
  await inTransaction(async (tx) => {
    let book = await txReadBook(tx, paymentIntentId);
    if (!book) return;
    const at = Date.now();
    for (const r of [...dashboard].reverse()) {
      if (book.refundIds.includes(r.id)) continue;
      book = writeBookRefund(tx, book, r.id, stripeRefundPlan(r.amount), { at }) ?? book;
    }
  });
}

/** After a return's refund: its tax reversed, and the order's shipping once every piece is back. */
export async function afterReturnRefund(
  refundId: string,
  purchase: { transactionId?: string | null; paymentIntentId?: string | null },
): Promise<void> {
  await reverseBookedRefundTax(refundId);
  await refundShippingIfAllBack(purchase.transactionId ?? purchase.paymentIntentId ?? null, "return");
}
