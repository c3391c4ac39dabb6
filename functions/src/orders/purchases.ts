/**
 * A customer's purchases: listing, reading one, and cancelling an unpaid one (through its order).
 */
import {
  LISTED_PURCHASE_STATES,
  PURCHASE_NOT_FOUND,
  type DeletedAnswer,
  type PurchaseAnswer,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { staffMayRead, type Caller } from "../platform/caller.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { purchasesCol } from "./data.js";
import { ORDER_STAFF, cancelOrder } from "./orders.js";
import { decidePurchaseEvent } from "./lifecycle/purchase-changes.js";

/** The most purchases GET /purchase answers (newest first). */
export const PURCHASE_LIST_CAP = 500;

/**
 * GET /purchase?user= — the caller's purchases (admins may name any customer's email), newest
 * first, without cancelled ones.
 */
export async function listPurchases(c: Caller, userEmail: string | undefined): Promise<PurchaseAnswer[]> {
  const own = userEmail === undefined || userEmail === c.email;
  if (!own && !staffMayRead(c, ...ORDER_STAFF))
    throw new AppError("permission-denied", "You can only see your own purchases");
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
  if (purchase.userId !== c.uid && !staffMayRead(c, ...ORDER_STAFF)) {
    throw new AppError("permission-denied", "This purchase belongs to another customer");
  }
  return { _id: snap.id, ...purchase };
}

/**
 * DELETE /purchase/:id — the owner cancels an unpaid purchase, that is its order (orders.ts): kept
 * as 'cancelled' for history, its pieces go back to the product (when it still exists), an open
 * PaymentIntent is cancelled after the commit.
 */
export async function cancelPurchase(c: Caller, id: string): Promise<DeletedAnswer> {
  // Every purchase is a line of an order: its Cancel cancels the whole order (My Product's modal says so).
  const ref = purchasesCol.doc(id);
  const purchase = (await readDoc(ref)).data();
  if (!purchase?.orderId) throw new AppError("not-found", PURCHASE_NOT_FOUND);
  // The purchase's own refusal first (another customer's, already cancelled, paid), in its words.
  decidePurchaseEvent(ref, purchase, { type: "cancel", uid: c.uid });
  return cancelOrder(c, purchase.orderId);
}
