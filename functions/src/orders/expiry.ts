/**
 * Holds on reserved stock: an unpaid purchase keeps its pieces until `holdUntil`
 * (PURCHASE_HOLD_SECONDS after the order). Then it expires: state 'expired', pieces back to
 * stock and a history entry in one transaction, its open PaymentIntent cancelled afterwards.
 * If the PaymentIntent already succeeded the customer's money wins: the purchase is paid instead.
 *
 * Two triggers, both idempotent (triggers.ts): a Cloud Tasks task enqueued per purchase when it
 * is created, and a sweep every 15 minutes as a backstop, whose code tests call directly.
 */
import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { nextPurchaseState } from "@shop/domain";
import { returnStock, scheduleShownStockRefresh } from "../catalog/index.js";
import { queuePurchaseMail } from "../mail/index.js";
import { cancelPaymentIntent, retrievePaymentIntent, finalisePayment } from "../payments/index.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, readQuery, txRead } from "../platform/reads.js";
import { enqueueTask } from "../platform/task-queues.js";
import { ordersCol, purchasesCol } from "./data.js";
import { endUnpaidOrder } from "./orders.js";
import { decidePurchaseEvent } from "./purchase-changes.js";

export const EXPIRE_PURCHASE = "expirePurchase";
/** How many overdue purchases one sweep handles (the next sweep takes the rest). */
export const SWEEP_BATCH = 200;

export type ExpiryOutcome = "expired" | "paid" | "not-due" | "unchanged";

/** What expires: a purchase ordered on its own, or an order of several lines. */
export type ExpiryTarget = { purchaseId: string } | { orderId: string };

/** Enqueues the expiry for when the hold ends (a failure is logged: the sweep is the backstop). */
export async function scheduleExpiry(target: ExpiryTarget, holdSeconds: number): Promise<void> {
  const id = "orderId" in target ? `expire-order-${target.orderId}` : `expire-${target.purchaseId}`;
  try {
    await enqueueTask(EXPIRE_PURCHASE, target, { id, delaySeconds: holdSeconds });
  } catch (err) {
    logger.warn("Could not schedule an expiry; the sweep will catch it", { ...target, err });
  }
}

/** Expires one order whose hold has ended, or pays it when its PaymentIntent succeeded. */
export async function expireOrder(orderId: string, now = Date.now()): Promise<ExpiryOutcome> {
  const before = (await readDoc(ordersCol.doc(orderId))).data();
  if (!before || before.state !== "unpaid") return "unchanged";
  if (before.holdUntil > now) return "not-due";
  if (before.paymentIntentId) {
    const pi = await retrievePaymentIntent(before.paymentIntentId);
    if (pi.status === "succeeded") {
      const outcome = await finalisePayment(pi);
      return outcome.kind === "paid" ? "paid" : "unchanged";
    }
    if (pi.status === "processing") return "not-due";
  }
  const ended = await endUnpaidOrder(
    orderId,
    { type: "expire" },
    (order) => order.paymentIntentId === before.paymentIntentId,
  );
  return ended.ended ? "expired" : "unchanged";
}

/** Expires one purchase whose hold has ended, or pays it when its PaymentIntent succeeded. */
export async function expirePurchase(purchaseId: string, now = Date.now()): Promise<ExpiryOutcome> {
  const ref = purchasesCol.doc(purchaseId);
  const before = (await readDoc(ref)).data();
  if (!before || nextPurchaseState(before.state, "expire") === null) return "unchanged";
  // A line of an order expires with its order (the sweep finds orders through their purchases).
  if (before.orderId) return expireOrder(before.orderId, now);
  if ((before.holdUntil ?? Number.POSITIVE_INFINITY) > now) return "not-due";

  if (before.paymentIntentId) {
    const pi = await retrievePaymentIntent(before.paymentIntentId);
    if (pi.status === "succeeded") {
      const outcome = await finalisePayment(pi);
      if (outcome.kind === "paid") return "paid";
      // Refunded money never pays: the purchase expires like an unpaid one (issue 22).
      if (!(outcome.kind === "rejected" && outcome.refunded)) return "unchanged";
    }
    // Money on its way: wait for its outcome rather than expire under it.
    if (pi.status === "processing") return "not-due";
  }

  const expired = await inTransaction(async (tx) => {
    const purchase = (await txRead(tx, ref)).data();
    if (!purchase || nextPurchaseState(purchase.state, "expire") === null) return null;
    if (purchase.paymentIntentId !== before.paymentIntentId) return null; // a payment began meanwhile
    const expire = decidePurchaseEvent(ref, purchase, { type: "expire" });
    await returnStock(tx, purchase.productId, purchase.quantity);
    queuePurchaseMail(tx, purchaseId, expire.write(tx), { kind: "purchase-expired" });
    return purchase;
  });
  if (!expired) return "unchanged";
  await scheduleShownStockRefresh(expired.productId);
  if (expired.paymentIntentId) {
    try {
      await cancelPaymentIntent(expired.paymentIntentId);
    } catch (err) {
      // If it succeeds after all, the payment webhook refunds it (the purchase is expired).
      logger.error("Could not cancel the PaymentIntent of an expired purchase", { purchaseId, err });
    }
  }
  return "expired";
}

/** The backstop: every unpaid purchase whose hold ended, oldest first. */
export async function sweepExpiredPurchases(now = Date.now()): Promise<Record<ExpiryOutcome, number>> {
  const overdue = await readQuery(
    purchasesCol
      .where("state", "==", "unpaid")
      .where("holdUntil", "<=", Timestamp.fromMillis(now))
      .orderBy("holdUntil")
      .limit(SWEEP_BATCH),
  );
  const tally: Record<ExpiryOutcome, number> = { expired: 0, paid: 0, "not-due": 0, unchanged: 0 };
  for (const doc of overdue.docs) {
    try {
      tally[await expirePurchase(doc.id, now)] += 1;
    } catch (err) {
      logger.error("Could not expire a purchase", { purchaseId: doc.id, err });
    }
  }
  return tally;
}
