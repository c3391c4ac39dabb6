/**
 * A customer's purchases: listing, reading one, and cancelling an unpaid one (its pieces go
 * back to stock in the same transaction; its open PaymentIntent is cancelled afterwards).
 */
import { logger } from "firebase-functions";
import {
  LISTED_PURCHASE_STATES,
  PURCHASE_NOT_FOUND,
  type DeletedAnswer,
  type PurchaseAnswer,
} from "@shop/domain";
import { returnStock, scheduleShownStockRefresh } from "../catalog/index.js";
import { queuePurchaseMail } from "../mail/index.js";
import { cancelPaymentIntent } from "../payments/index.js";
import { AppError } from "../platform/app-error.js";
import type { Caller } from "../platform/caller.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, readQuery, txRead } from "../platform/reads.js";
import { purchasesCol } from "./data.js";
import { cancelOrder } from "./orders.js";
import { decidePurchaseEvent } from "./purchase-changes.js";

/** The most purchases GET /purchase answers (newest first). */
export const PURCHASE_LIST_CAP = 500;

/**
 * GET /purchase?user= — the caller's purchases (admins may name any customer's email), newest
 * first, without cancelled ones.
 */
export async function listPurchases(c: Caller, userEmail: string | undefined): Promise<PurchaseAnswer[]> {
  const own = userEmail === undefined || userEmail === c.email;
  if (!own && !c.admin) throw new AppError("permission-denied", "You can only see your own purchases");
  const base = own
    ? purchasesCol.where("userId", "==", c.uid)
    : purchasesCol.where("userEmail", "==", userEmail);
  const snap = await readQuery(
    base
      .where("state", "in", [...LISTED_PURCHASE_STATES])
      .orderBy("createdAt", "desc")
      .limit(PURCHASE_LIST_CAP),
  );
  return snap.docs.map((d) => ({ _id: d.id, ...d.data() }));
}

/** GET /purchase/:id — for its owner and admins. */
export async function getPurchase(c: Caller, id: string): Promise<PurchaseAnswer> {
  const snap = await readDoc(purchasesCol.doc(id));
  const purchase = snap.data();
  if (!purchase) throw new AppError("not-found", PURCHASE_NOT_FOUND);
  if (purchase.userId !== c.uid && !c.admin) {
    throw new AppError("permission-denied", "This purchase belongs to another customer");
  }
  return { _id: snap.id, ...purchase };
}

/**
 * DELETE /purchase/:id — the owner cancels an unpaid purchase: kept as 'cancelled' for history,
 * its pieces go back to the product (when it still exists). An open PaymentIntent is cancelled
 * after the commit; failing that is logged, never undoes the cancellation.
 */
export async function cancelPurchase(c: Caller, id: string): Promise<DeletedAnswer> {
  const purchaseRef = purchasesCol.doc(id);
  // A line of an order: its Cancel cancels the whole order (My Product's modal says so).
  const line = (await readDoc(purchaseRef)).data();
  if (line?.orderId && line.userId === c.uid) return cancelOrder(c, line.orderId);
  const { paymentIntentId, productId } = await inTransaction(async (tx) => {
    const purchase = (await txRead(tx, purchaseRef)).data();
    if (!purchase) throw new AppError("not-found", PURCHASE_NOT_FOUND);
    // The domain decides (owner only, unpaid only) before any stock is read.
    const cancel = decidePurchaseEvent(purchaseRef, purchase, { type: "cancel", uid: c.uid });
    await returnStock(tx, purchase.productId, purchase.quantity);
    queuePurchaseMail(tx, id, cancel.write(tx), { kind: "purchase-cancelled" });
    return { paymentIntentId: purchase.paymentIntentId, productId: purchase.productId };
  });
  await scheduleShownStockRefresh(productId);
  if (paymentIntentId) {
    try {
      await cancelPaymentIntent(paymentIntentId);
    } catch (err) {
      logger.error("Could not cancel the PaymentIntent of a cancelled purchase", {
        purchaseId: id,
        paymentIntentId,
        err,
      });
    }
  }
  return { deletedCount: 1 };
}
