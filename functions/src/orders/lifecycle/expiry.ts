/**
 * Holds on reserved stock: an unpaid order keeps its pieces until `holdUntil`
 * (PURCHASE_HOLD_SECONDS after the order). Then it expires: state 'expired' on the order and its
 * purchases, pieces back to stock in one transaction (orders.ts), its open PaymentIntent cancelled
 * afterwards. If the PaymentIntent already succeeded the customer's money wins (the one payment
 * path, reached through payment-port.ts), unless that money was refunded in Stripe.
 *
 * Two triggers, both idempotent (triggers.ts): a Cloud Tasks task enqueued per order when it is
 * placed, and a sweep every 15 minutes over overdue purchases as a backstop, whose code tests call
 * directly.
 */
import { Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { nextPurchaseState } from "@shop/domain";
import { readDoc, readQuery } from "../../platform/reads.js";
import { enqueueTask } from "../../platform/task-queues.js";
import { ordersCol, purchasesCol } from "../data.js";
import { endUnpaidOrder } from "../orders.js";
import { orderPayments } from "../payment-port.js";

export const EXPIRE_PURCHASE = "expirePurchase";
/** How many overdue purchases one sweep handles (the next sweep takes the rest). */
export const SWEEP_BATCH = 200;

export type ExpiryOutcome = "expired" | "paid" | "not-due" | "unchanged";

/** What expires: an order (tasks enqueued before issue 30 name a purchase, whose order expires). */
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
    // The customer's money wins, unless it was refunded in Stripe: then the order expires.
    const look = await orderPayments().lastLook(before.paymentIntentId);
    if (look === "paid" || look === "unchanged") return look;
    // Money on its way: wait for its outcome rather than expire under it.
    if (look === "wait") return "not-due";
  }
  const ended = await endUnpaidOrder(
    orderId,
    { type: "expire" },
    (order) => order.paymentIntentId === before.paymentIntentId,
  );
  return ended.ended ? "expired" : "unchanged";
}

/** Expires the order of a purchase whose hold has ended (every purchase is a line of an order). */
export async function expirePurchase(purchaseId: string, now = Date.now()): Promise<ExpiryOutcome> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  if (!purchase?.orderId || nextPurchaseState(purchase.state, "expire") === null) return "unchanged";
  return expireOrder(purchase.orderId, now);
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
