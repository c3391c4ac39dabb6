/**
 * Purchases: ordering reserves stock and cancelling returns it, each in one transaction with the
 * product, so stock never goes negative and never leaks. Prices are computed here from the
 * product, never taken from the client.
 */
import type { DocumentReference } from "firebase-admin/firestore";
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
import { inTransaction, newBatch } from "../data/firestore.js";
import { readCount, readDoc, readQuery, txRead } from "../data/reads.js";
import { MAX_UNPAID_PURCHASES, PURCHASE_HOLD_SECONDS } from "../config.js";
import { scheduleExpiry } from "./purchase-expiry.js";
import type { Caller } from "../core/caller.js";
import { AppError } from "../core/app-error.js";
import { cancelPaymentIntent } from "./payment-intents.js";
import { PRODUCT_NOT_FOUND } from "./products.js";
import { exactStock, scheduleShownStockRefresh } from "./shown-stock.js";
import { queuePurchaseMail } from "./mail.js";
import {
  isStaleRead,
  planBucketTakes,
  refuseWhenShort,
  reserveStock,
  returnStock,
  writeBucketTakes,
} from "./stock.js";
import { callerIdentity } from "./users.js";

export const PURCHASE_NOT_FOUND = "Purchase not found";
/** The most purchases GET /purchase answers (newest first). */
export const PURCHASE_LIST_CAP = 500;

/** POST /purchase — reserves the pieces and records an unpaid purchase at the server's price. */
export async function createPurchase(c: Caller, input: PurchaseInput): Promise<{ insertedId: string }> {
  const productRef = productsCol.doc(input.productId);
  const purchaseRef = purchasesCol.doc();
  const holdSeconds = PURCHASE_HOLD_SECONDS.value();
  const maxUnpaid = MAX_UNPAID_PURCHASES.value();
  // Read before the transaction, side by side: the buyer's name (profile), the open-order count
  // and the product. The cap is a count aggregation (1 read): a query inside the transaction would
  // lock the purchases it reads and make simultaneous orders contend (a customer firing several
  // orders at the same instant can pass it by the orders in flight). The product is not locked
  // either: under a rush every order would hold it, and the shown-stock refresh that writes it
  // would collide with all of them; the transaction locks only the stock bucket(s) it takes from.
  // Its price and name are the ones of the moment of ordering. The buckets' sum() lets a buyer
  // who is too late hear so at once, without a transaction.
  const [{ name }, open, productSnap, available] = await Promise.all([
    callerIdentity(c),
    readCount(purchasesCol.where("userId", "==", c.uid).where("state", "==", "unpaid")),
    readDoc(productRef),
    exactStock(input.productId),
  ]);
  if (open >= maxUnpaid) throw new AppError("conflict", OPEN_ORDERS_MESSAGE);
  const product = productSnap.data();
  if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  if (!isAboveMinimum(input.quantity, product)) {
    throw new AppError("invalid-argument", PURCHASE_QUANTITY_MESSAGE);
  }
  refuseWhenShort(product, available, input.quantity);
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
  if (product.stockBuckets && product.stockBuckets > 0) {
    await placeWithBuckets(purchaseRef, purchase, product.stockBuckets);
  } else {
    // Not yet in buckets: the transaction moves the product's stock into them (services/stock.ts).
    await inTransaction(async (tx) => {
      await reserveStock(tx, input.productId, input.quantity);
      tx.create(purchaseRef, purchase);
      queuePurchaseMail(tx, purchaseRef.id, purchase, { kind: "purchase-placed" });
    });
  }
  await Promise.all([
    scheduleShownStockRefresh(input.productId),
    scheduleExpiry(purchaseRef.id, holdSeconds),
  ]);
  return { insertedId: purchaseRef.id };
}

/** How many times an order re-plans when other orders changed its buckets first. */
const MAX_STALE_RETRIES = 60;

/**
 * The order as ONE atomic write: its pieces from the bucket(s) it read (each conditional on being
 * unchanged since), the purchase and its mail. When another order got there first nothing is
 * written and it plans again at once from fresh reads (a short random pause after a few losses).
 */
async function placeWithBuckets(
  purchaseRef: DocumentReference<Purchase>,
  purchase: Purchase,
  buckets: number,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const takes = await planBucketTakes(purchase.productId, buckets, purchase.quantity);
    const batch = newBatch();
    writeBucketTakes(batch, purchase.productId, takes);
    batch.create(purchaseRef, purchase);
    queuePurchaseMail(batch, purchaseRef.id, purchase, { kind: "purchase-placed" });
    try {
      await batch.commit();
      return;
    } catch (err) {
      if (!isStaleRead(err)) throw err;
      if (attempt >= MAX_STALE_RETRIES) throw new AppError("unavailable", BUSY_MESSAGE);
      if (attempt > 2) await new Promise((r) => setTimeout(r, Math.random() * 20 * Math.min(attempt, 10)));
    }
  }
}

export const BUSY_MESSAGE = "So many orders at once: please try again in a moment";

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
