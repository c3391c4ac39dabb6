/**
 * The seed's orders of several products: the demo customer's cart with two lines, one paid
 * two-line order (built by @shop/domain's `newOrder` and paid through `applyOrderEvent` and
 * `applyPurchaseEvent`, as the shop's services do), and the launch code LAUNCH10 (10 % off).
 */
import { Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  applyOrderEvent,
  applyPurchaseEvent,
  newOrder,
  newPaymentRecord,
  paymentSearchFields,
  spreadStock,
  type PromoCode,
} from "@shop/domain";
import { queueForNumbering } from "./lib/invoice-queue.js";
import { orderDocument, purchaseDocument } from "./lib/purchase-document.js";
import { DEMO_ACCOUNTS, SEED_PRODUCTS } from "./seed-data.js";

export const SEED_PROMO_CODE = "LAUNCH10";
/** The paid order's lines (purchase and payment record ids). */
export const SEED_ORDER_LINE_IDS = ["demo-order-line-1", "demo-order-line-2"];
const SHARDS = 8;

/** LAUNCH10: 10 % off, no end, no limit (its redemptions counted over 8 shards). */
export function seedPromoCode(batch: WriteBatch, db: Firestore, at: number): void {
  const code: PromoCode = {
    code: SEED_PROMO_CODE,
    percentOff: 10,
    amountOffCents: null,
    startsAt: null,
    endsAt: null,
    maxRedemptions: null,
    minSubtotalCents: null,
    active: true,
    redemptionShards: SHARDS,
    createdAt: at,
  };
  const ref = db.collection(COLLECTIONS.promoCodes).doc(SEED_PROMO_CODE);
  batch.set(ref, { ...code, createdAt: Timestamp.fromMillis(at) });
  spreadStock(0, SHARDS).forEach((available, i) =>
    batch.set(ref.collection("redemptions").doc(String(i)), { available, redeemed: i === 0 ? 1 : 0 }),
  );
}

/** The demo customer's cart: two products waiting for checkout. */
export function seedCart(batch: WriteBatch, db: Firestore): void {
  const items = SEED_PRODUCTS.slice(1, 3).map((p) => ({ productId: p.id, quantity: p.minimumOrder + 2 }));
  batch.set(db.collection(COLLECTIONS.carts).doc(DEMO_ACCOUNTS.customer.uid), {
    items,
    updatedAt: Timestamp.now(),
  });
}

/** One paid order of two lines with LAUNCH10, its purchases and their payment records. */
export function seedPaidOrder(batch: WriteBatch, db: Firestore, at: number): void {
  const customer = DEMO_ACCOUNTS.customer;
  const products = SEED_PRODUCTS.slice(3, 5);
  const subtotal = products.reduce((sum, p) => sum + p.priceCents * (p.minimumOrder + 1), 0);
  const { order, purchases } = newOrder({
    orderId: "demo-order",
    purchaseIds: SEED_ORDER_LINE_IDS,
    items: products.map((p) => ({ product: p, quantity: p.minimumOrder + 1 })),
    buyer: { uid: customer.uid, name: customer.displayName, email: customer.email },
    address: "1 Demo Street, Springfield, IL 62701",
    phone: "+1 555 0100",
    promoCode: SEED_PROMO_CODE,
    discountCents: Math.floor(subtotal / 10),
    at,
    holdSeconds: 3600,
  });
  const pay = { type: "pay" as const, paymentIntentId: "pi_seed_order" };
  const paidOrder = applyOrderEvent(order, pay, at + 60_000);
  if (!paidOrder.ok) throw new Error(`seed: ${paidOrder.refusal.message}`);
  batch.set(
    db.collection(COLLECTIONS.orders).doc("demo-order"),
    orderDocument(paidOrder.after, Timestamp.fromMillis),
  );
  purchases.forEach((purchase, i) => {
    const id = order.purchaseIds[i] ?? "";
    const paid = applyPurchaseEvent(purchase, pay, at + 60_000);
    if (!paid.ok) throw new Error(`seed: ${paid.refusal.message}`);
    batch.set(
      db.collection(COLLECTIONS.purchases).doc(id),
      purchaseDocument(paid.after, Timestamp.fromMillis),
    );
    const record = newPaymentRecord(id, purchase, pay.paymentIntentId, at + 60_000);
    batch.set(db.collection(COLLECTIONS.payments).doc(id), {
      ...record,
      ...paymentSearchFields(record, id, paid.after.orderId),
      createdAt: Timestamp.fromMillis(record.createdAt),
    });
  });
  // One invoice for the order, as the payment's transaction queues it.
  queueForNumbering(batch, db, {
    purchaseId: order.purchaseIds[0] ?? "demo-order",
    orderId: "demo-order",
    recordedAt: at + 60_000,
  });
}
