/**
 * What a PaymentIntent pays: a purchase ordered on its own, or an order of several lines (one
 * payment for all its purchases). A purchase that is a line of an order is paid through its order.
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  ORDER_NOT_FOUND,
  PAYMENT_MESSAGES,
  orderItems,
  orderPayRefusal,
  payRefusal,
  type Order,
  type PayFacts,
} from "@shop/domain";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { AppError } from "../platform/app-error.js";
import { readDoc, txRead } from "../platform/reads.js";
import { payRefusalError } from "./payment-outcome.js";

export interface PayTarget {
  kind: "purchase" | "order";
  id: string;
  facts: PayFacts & { key: "purchaseId" | "orderId" };
  description: string;
  userId: string;
  paymentIntentId: string | null;
  /** Its state and PaymentIntent as read in a transaction (undefined when gone). */
  readInTx(tx: Transaction): Promise<{ state: string; paymentIntentId: string | null } | undefined>;
  /** Stores the PaymentIntent's id on it (in the same transaction). */
  store(tx: Transaction, paymentIntentId: string): void;
}

export function orderTarget(id: string, order: Order): PayTarget {
  const ref = ordersCol.doc(id);
  return {
    kind: "order",
    id,
    facts: { id, priceCents: order.totalCents, key: "orderId" },
    description: orderItems(order),
    userId: order.userId,
    paymentIntentId: order.paymentIntentId,
    readInTx: async (tx) => (await txRead(tx, ref)).data(),
    store: (tx, paymentIntentId) => tx.update(ref, { paymentIntentId }),
  };
}

/** The order, if it exists, belongs to `uid` and can be paid (not-found / refusal otherwise). */
export async function payableOrder(orderId: string, uid: string): Promise<PayTarget> {
  const order = (await readDoc(ordersCol.doc(orderId))).data();
  if (!order) throw new AppError("not-found", ORDER_NOT_FOUND);
  const refusal = orderPayRefusal(order, uid);
  if (refusal) throw payRefusalError(refusal);
  return orderTarget(orderId, order);
}

/** The purchase (or, for a line of an order, its order), if it belongs to `uid` and can be paid. */
export async function payableTarget(purchaseId: string, uid: string): Promise<PayTarget> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  if (!purchase) throw new AppError("not-found", PAYMENT_MESSAGES.purchaseNotFound);
  if (purchase.orderId) return payableOrder(purchase.orderId, uid);
  const refusal = payRefusal(purchase, uid);
  if (refusal) throw payRefusalError(refusal);
  const ref = purchasesCol.doc(purchaseId);
  return {
    kind: "purchase",
    id: purchaseId,
    facts: { id: purchaseId, priceCents: purchase.priceCents, key: "purchaseId" },
    description: purchase.productName,
    userId: purchase.userId,
    paymentIntentId: purchase.paymentIntentId,
    readInTx: async (tx) => (await txRead(tx, ref)).data(),
    store: (tx, paymentIntentId) => tx.update(ref, { paymentIntentId }),
  };
}
