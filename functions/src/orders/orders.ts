/**
 * Orders of several lines: reading one (owner or admin), and ending an unpaid one — cancelled by
 * its customer or expired at the end of its hold. Ending an order ends every one of its
 * purchases, returns every line's pieces and its promo code's redemption, and mails once, all in
 * one transaction; its open PaymentIntent is cancelled afterwards.
 */
import * as logger from "firebase-functions/logger";
import {
  ORDER_NOT_FOUND,
  applyOrderEvent,
  isPurchasePageOrder,
  type DeletedAnswer,
  type Order,
  type OrderAnswer,
  type OrderEvent,
} from "@shop/domain";
import { returnStocks, scheduleShownStockRefresh } from "../catalog/index.js";
import { queueOrderMail, queuePurchaseMail } from "../mail/index.js";
import { returnRedemption } from "../promotions/index.js";
import { AppError } from "../platform/app-error.js";
import { staffMayRead, type Caller } from "../platform/caller.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import { ordersCol, purchasesCol } from "./data.js";
import { orderPayments } from "./payment-port.js";
import { decidePurchaseEvent, refusalError } from "./lifecycle/purchase-changes.js";

/** The staff areas that read any customer's orders and purchases. */
export const ORDER_STAFF = ["orders", "refunds", "shipments", "books"] as const;

/** GET /orders/:id — the order with its purchases, for its owner and staff of ORDER_STAFF. */
export async function getOrder(c: Caller, id: string): Promise<OrderAnswer> {
  const snap = await readDoc(ordersCol.doc(id));
  const order = snap.data();
  if (!order) throw new AppError("not-found", ORDER_NOT_FOUND);
  if (order.userId !== c.uid && !staffMayRead(c, ...ORDER_STAFF))
    throw new AppError("permission-denied", "This order belongs to another customer");
  const purchases = await Promise.all(order.purchaseIds.map((pid) => readDoc(purchasesCol.doc(pid))));
  return {
    _id: snap.id,
    ...order,
    purchases: purchases.flatMap((s) => {
      const p = s.data();
      return p ? [{ _id: s.id, ...p }] : [];
    }),
  };
}

export type EndOutcome = { ended: true; order: Order } | { ended: false };

/**
 * Ends an unpaid order by `event` (cancel or expire) in one transaction. `stillDue` is asked
 * with the order as read inside the transaction (the expiry's "is the hold over and no payment
 * began meanwhile?"); false leaves everything as it is.
 */
export async function endUnpaidOrder(
  orderId: string,
  event: Extract<OrderEvent, { type: "cancel" } | { type: "expire" }>,
  stillDue: (order: Order) => boolean = () => true,
): Promise<EndOutcome> {
  const ref = ordersCol.doc(orderId);
  const outcome = await inTransaction(async (tx): Promise<EndOutcome> => {
    const order = (await txRead(tx, ref)).data();
    if (!order) throw new AppError("not-found", ORDER_NOT_FOUND);
    const decided = applyOrderEvent(order, event, Date.now());
    if (!decided.ok) {
      if (event.type === "expire") return { ended: false };
      throw refusalError(decided.refusal);
    }
    if (!stillDue(order)) return { ended: false };
    const refs = order.purchaseIds.map((id) => purchasesCol.doc(id));
    const purchases = await Promise.all(refs.map((r) => txRead(tx, r)));
    const purchaseEvent = event.type === "cancel" ? { type: "cancel" as const, uid: order.userId } : event;
    const changes = purchases.flatMap((snap, i) => {
      const p = snap.data();
      const r = refs[i];
      return p && r && p.state === "unpaid"
        ? [{ id: r.id, change: decidePurchaseEvent(r, p, purchaseEvent) }]
        : [];
    });
    await returnStocks(tx, order.lines);
    const ended = changes.map(({ id, change }) => ({ id, after: change.write(tx) }));
    if (order.promoCode) returnRedemption(tx, order.promoCode);
    tx.set(ref, decided.change, { merge: true });
    const line = ended[0];
    // The purchase page's order mails as the purchase it shows; the cart's lists its lines.
    if (isPurchasePageOrder(order) && line) {
      const kind = event.type === "cancel" ? "purchase-cancelled" : "purchase-expired";
      queuePurchaseMail(tx, line.id, line.after, { kind }, order);
    } else {
      queueOrderMail(
        tx,
        orderId,
        decided.after,
        event.type === "cancel" ? "order-cancelled" : "order-expired",
      );
    }
    return { ended: true, order };
  });
  if (outcome.ended) await afterEnd(orderId, outcome.order);
  return outcome;
}

async function afterEnd(orderId: string, order: Order): Promise<void> {
  await Promise.all(order.lines.map((l) => scheduleShownStockRefresh(l.productId)));
  if (!order.paymentIntentId) return;
  try {
    await orderPayments().cancelPaymentIntent(order.paymentIntentId);
  } catch (err) {
    // If it succeeds after all, the payment webhook refunds it (the order is no longer unpaid).
    logger.error("Could not cancel the PaymentIntent of an ended order", { orderId, err });
  }
}

/** DELETE /orders/:id — the owner cancels an unpaid order (every line). */
export async function cancelOrder(c: Caller, orderId: string): Promise<DeletedAnswer> {
  await endUnpaidOrder(orderId, { type: "cancel", uid: c.uid });
  return { deletedCount: 1 };
}
