/**
 * Placing an order: the pieces, the unpaid purchase at the server's price and its mail in ONE
 * atomic write (the catalogue's stock take), then the hold's expiry and the grid's stock
 * figure are scheduled.
 */
import {
  OPEN_ORDERS_MESSAGE,
  PURCHASE_QUANTITY_MESSAGE,
  isAboveMinimum,
  newPurchase,
  type InsertedAnswer,
  type PurchaseInput,
} from "@shop/domain";
import { callerIdentity } from "../accounts/index.js";
import {
  PRODUCT_NOT_FOUND,
  exactStock,
  productsCol,
  refuseWhenShort,
  scheduleShownStockRefresh,
  takeStockAndWrite,
} from "../catalog/index.js";
import { queuePurchaseMail } from "../mail/index.js";
import { AppError } from "../platform/app-error.js";
import type { Caller } from "../platform/caller.js";
import { MAX_UNPAID_PURCHASES, PURCHASE_HOLD_SECONDS } from "../platform/config.js";
import { readCount, readDoc } from "../platform/reads.js";
import { purchasesCol } from "./data.js";
import { scheduleExpiry } from "./expiry.js";

/** POST /purchase — reserves the pieces and records an unpaid purchase at the server's price. */
export async function createPurchase(c: Caller, input: PurchaseInput): Promise<InsertedAnswer> {
  const purchaseRef = purchasesCol.doc();
  const holdSeconds = PURCHASE_HOLD_SECONDS.value();
  // Read side by side, outside any lock: the buyer's name (profile), the open-order count, the
  // product (its price and name of the moment of ordering) and the buckets' sum(), so a buyer
  // who is too late hears so at once. The product is never locked or written per order.
  const [{ name }, open, productSnap, available] = await Promise.all([
    callerIdentity(c),
    readCount(purchasesCol.where("userId", "==", c.uid).where("state", "==", "unpaid")),
    readDoc(productsCol.doc(input.productId)),
    exactStock(input.productId),
  ]);
  if (open >= MAX_UNPAID_PURCHASES.value()) throw new AppError("conflict", OPEN_ORDERS_MESSAGE);
  const product = productSnap.data();
  if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  if (!isAboveMinimum(input.quantity, product)) {
    throw new AppError("invalid-argument", PURCHASE_QUANTITY_MESSAGE);
  }
  refuseWhenShort(available, input.quantity);
  const purchase = newPurchase({
    product: { id: input.productId, ...product },
    quantity: input.quantity,
    buyer: { uid: c.uid, name, email: c.email },
    address: input.address,
    phone: input.phone,
    at: Date.now(),
    holdSeconds,
  });
  const line = { productId: input.productId, quantity: input.quantity, buckets: product.stockBuckets ?? 1 };
  await takeStockAndWrite([line], (batch) => {
    batch.create(purchaseRef, purchase);
    queuePurchaseMail(batch, purchaseRef.id, purchase, { kind: "purchase-placed" });
  });
  // Neither fails the order: each logs its own failure and has a backstop (the next refresh,
  // the expiry sweep).
  await Promise.all([
    scheduleShownStockRefresh(input.productId),
    scheduleExpiry(purchaseRef.id, holdSeconds),
  ]);
  return { insertedId: purchaseRef.id };
}
