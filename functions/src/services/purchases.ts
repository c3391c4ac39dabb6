/**
 * Purchases: ordering reserves stock and cancelling returns it, each in one transaction with the
 * product, so stock never goes negative and never leaks. Prices are computed here from the
 * product, never taken from the client.
 */
import { logger } from "firebase-functions";
import {
  ALREADY_CANCELLED_MESSAGE,
  LISTED_PURCHASE_STATES,
  NOT_CANCELLABLE_MESSAGE,
  OPEN_ORDERS_MESSAGE,
  PURCHASE_QUANTITY_MESSAGE,
  checkCancel,
  isAboveMinimum,
  purchasePriceCents,
  type Purchase,
  type PurchaseInput,
  type WithId,
} from "@shop/domain";
import { productsCol, purchasesCol } from "../data/converters.js";
import { inTransaction } from "../data/firestore.js";
import { readCount, readDoc, readQuery, txRead } from "../data/reads.js";
import { MAX_UNPAID_PURCHASES, PURCHASE_HOLD_SECONDS } from "../config.js";
import { scheduleExpiry } from "./purchase-expiry.js";
import type { Caller } from "../core/caller.js";
import { AppError } from "../core/app-error.js";
import { cancelPaymentIntent } from "./payment-intents.js";
import { PRODUCT_NOT_FOUND } from "./products.js";
import { scheduleShownStockRefresh } from "./shown-stock.js";
import { queuePurchaseMail } from "./mail.js";
import { reserveStock, returnStock } from "./stock.js";
import { callerIdentity } from "./users.js";

export const PURCHASE_NOT_FOUND = "Purchase not found";
/** The most purchases GET /purchase answers (newest first). */
export const PURCHASE_LIST_CAP = 500;

/** POST /purchase — reserves the pieces and records an unpaid purchase at the server's price. */
export async function createPurchase(c: Caller, input: PurchaseInput): Promise<{ insertedId: string }> {
  const { name } = await callerIdentity(c);
  const productRef = productsCol.doc(input.productId);
  const purchaseRef = purchasesCol.doc();
  const holdSeconds = PURCHASE_HOLD_SECONDS.value();
  const maxUnpaid = MAX_UNPAID_PURCHASES.value();
  // The open-order cap is counted before the transaction (a count aggregation, 1 read): a query
  // inside it would lock the purchases it reads and make simultaneous orders contend. A customer
  // firing several orders at the same instant can pass it by the orders in flight.
  const open = await readCount(purchasesCol.where("userId", "==", c.uid).where("state", "==", "unpaid"));
  if (open >= maxUnpaid) throw new AppError("conflict", OPEN_ORDERS_MESSAGE);
  await inTransaction(async (tx) => {
    const product = (await txRead(tx, productRef)).data();
    if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    if (!isAboveMinimum(input.quantity, product)) {
      throw new AppError("invalid-argument", PURCHASE_QUANTITY_MESSAGE);
    }
    await reserveStock(tx, input.productId, input.quantity);
    const now = Date.now();
    const purchase: Purchase = {
      productId: input.productId,
      productName: product.name,
      productImage: product.image,
      unitPriceCents: product.priceCents,
      quantity: input.quantity,
      priceCents: purchasePriceCents(input.quantity, product.priceCents),
      userId: c.uid,
      userName: name,
      userEmail: c.email,
      phone: input.phone,
      address: input.address,
      state: "unpaid",
      paid: false,
      shipment: false,
      transactionId: null,
      paymentIntentId: null,
      carrier: null,
      trackingNumber: null,
      history: [{ state: "unpaid", at: now }],
      createdAt: now,
      updatedAt: now,
      holdUntil: now + holdSeconds * 1000,
    };
    tx.create(purchaseRef, purchase);
    queuePurchaseMail(tx, purchaseRef.id, purchase, { kind: "purchase-placed" });
  });
  await Promise.all([
    scheduleShownStockRefresh(input.productId),
    scheduleExpiry(purchaseRef.id, holdSeconds),
  ]);
  return { insertedId: purchaseRef.id };
}

/**
 * GET /purchase?user= — the caller's purchases (admins may name any customer's email), newest
 * first, without cancelled ones.
 */
export async function listPurchases(c: Caller, userEmail: string | undefined): Promise<WithId<Purchase>[]> {
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
export async function getPurchase(c: Caller, id: string): Promise<WithId<Purchase>> {
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
export async function cancelPurchase(c: Caller, id: string): Promise<{ deletedCount: number }> {
  const purchaseRef = purchasesCol.doc(id);
  const { paymentIntentId, productId } = await inTransaction(async (tx) => {
    const purchase = (await txRead(tx, purchaseRef)).data();
    if (!purchase) throw new AppError("not-found", PURCHASE_NOT_FOUND);
    const check = checkCancel(purchase, c.uid);
    if (!check.ok) {
      if (check.reason === "not-owner") {
        throw new AppError("permission-denied", "Only the customer who ordered can cancel this purchase");
      }
      throw new AppError(
        "conflict",
        check.reason === "already-cancelled" ? ALREADY_CANCELLED_MESSAGE : NOT_CANCELLABLE_MESSAGE,
      );
    }
    await returnStock(tx, purchase.productId, purchase.quantity);
    const now = Date.now();
    const cancelled = {
      state: "cancelled" as const,
      updatedAt: now,
      history: [...purchase.history, { state: "cancelled" as const, at: now }],
    };
    tx.set(purchaseRef, cancelled, { merge: true });
    queuePurchaseMail(tx, id, { ...purchase, ...cancelled }, { kind: "purchase-cancelled" });
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
