/**
 * A succeeded PaymentIntent its order can no longer take — the order is already paid (a second
 * tab, an old payment page), or was cancelled or expired a moment before the money arrived — is
 * refunded in full automatically, with an idempotency key per PaymentIntent, so the customer is
 * charged once. In one transaction with the webhook event: the refund is marked on the order's
 * payment record (paid orders) or on the order and its lines (cancelled, expired), and the shop
 * (and, for a lost race of a purchase-page order, the customer) is mailed. Money already refunded in Stripe is not refunded
 * again.
 */
import type { Transaction } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import type Stripe from "stripe";
import {
  applyOrderEvent,
  isPurchasePageOrder,
  shopDuplicatePaymentMail,
  shopLatePaymentMail,
  type DuplicatePaymentRefund,
  type Order,
} from "@shop/domain";
import { mailContext, queueMail, queuePurchaseMail, shopEmail } from "../../mail/index.js";
import { decidePurchaseEvent, ordersCol, purchasesCol } from "../../orders/index.js";
import { inTransaction } from "../../platform/firestore.js";
import { txRead } from "../../platform/reads.js";
import { paymentsCol } from "../data.js";
import { refundedCentsOf } from "./refunded-cents.js";
import { claimEvent, type StripeEventRef } from "../stripe-events/stripe-events.js";
import { createRefund } from "./create-refund.js";

/** Refunds the PaymentIntent in full (unless Stripe already did) and records it on the order. */
export async function refundSecondPayment(
  pi: Stripe.PaymentIntent,
  orderId: string,
  event?: StripeEventRef,
): Promise<void> {
  const refunded = await refundedCentsOf(pi.id);
  const refund =
    refunded >= pi.amount
      ? null
      : await createRefund(
          { payment_intent: pi.id, reason: "duplicate", metadata: { orderId, by: "system" } },
          `order-${orderId}-second-payment-${pi.id}`,
        );
  await inTransaction(async (tx) => {
    const claim = await claimEvent(tx, event, pi.id);
    if (claim.duplicate) return;
    const order = (await txRead(tx, ordersCol.doc(orderId))).data();
    const entry = refund && {
      paymentIntentId: pi.id,
      refundId: refund.id,
      amountCents: refund.amount,
      at: Date.now(),
    };
    if (order && entry) {
      if (order.state === "cancelled" || order.state === "expired")
        await recordLostRace(tx, orderId, order, entry);
      else await markPaymentRecord(tx, order, entry);
    }
    claim.record();
  });
  logger.warn("Refunded a payment its order could no longer take", {
    orderId,
    paymentIntentId: pi.id,
    refundId: refund?.id ?? "already refunded in Stripe",
  });
}

/** A paid order paid again: the first line's payment record lists the refunded payment; the shop is told. */
async function markPaymentRecord(
  tx: Transaction,
  order: Order,
  entry: DuplicatePaymentRefund,
): Promise<void> {
  const purchaseId = order.purchaseIds[0] ?? "";
  const paymentRef = paymentsCol.doc(purchaseId);
  const [purchase, payment] = await Promise.all([
    txRead(tx, purchasesCol.doc(purchaseId)).then((s) => s.data()),
    txRead(tx, paymentRef).then((s) => s.data()),
  ]);
  const known = payment?.duplicateRefunds ?? [];
  if (!purchase || !payment || known.some((d) => d.paymentIntentId === entry.paymentIntentId)) return;
  tx.set(paymentRef, { duplicateRefunds: [...known, entry] }, { merge: true });
  queueMail(tx, {
    to: shopEmail(),
    message: shopDuplicatePaymentMail(mailContext(), purchase, entry),
    kind: "shop-duplicate-payment",
    purchaseId,
  });
}

/** Paid just after the order was cancelled or expired: the order (and its lines) record the refund. */
async function recordLostRace(
  tx: Transaction,
  orderId: string,
  order: Order,
  entry: DuplicatePaymentRefund,
): Promise<void> {
  const refs = order.purchaseIds.map((id) => purchasesCol.doc(id));
  const lines = await Promise.all(refs.map((r) => txRead(tx, r).then((s) => s.data())));
  const recorded = applyOrderEvent(
    order,
    { type: "record-refunds", refundedCents: entry.amountCents },
    entry.at,
  );
  if (recorded.ok) tx.set(ordersCol.doc(orderId), recorded.change, { merge: true });
  // Once: while a line still lacks the refund this records.
  if (lines.some((purchase) => purchase && !purchase.refund))
    queueMail(tx, {
      to: shopEmail(),
      message: shopLatePaymentMail(mailContext(), orderId, order, entry),
      kind: "shop-late-payment",
      purchaseId: order.purchaseIds[0] ?? orderId,
    });
  const reason = `Paid after the order was ${order.state}: refunded automatically`;
  lines.forEach((purchase, i) => {
    const ref = refs[i];
    if (!purchase || !ref || purchase.refund) return;
    const amountCents = order.lines[i]?.paidCents ?? purchase.priceCents;
    const after = decidePurchaseEvent(ref, purchase, {
      type: "record-refund",
      refund: { id: entry.refundId, amountCents, by: "system", reason, restocked: false },
    }).write(tx);
    if (!isPurchasePageOrder(order)) return;
    queuePurchaseMail(
      tx,
      ref.id,
      { ...after, transactionId: entry.paymentIntentId },
      {
        kind: "purchase-refunded",
        amountCents: entry.amountCents,
        why: `Your payment arrived after the order was ${order.state}, so we refunded it automatically.`,
      },
    );
  });
}
