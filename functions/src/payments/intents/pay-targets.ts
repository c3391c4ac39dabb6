/** What a PaymentIntent pays: an order (one payment for all its purchases; a purchase pays through its order). */
import type { Transaction } from "firebase-admin/firestore";
import {
  ORDER_NOT_FOUND,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  orderItems,
  orderPayRefusal,
  paymentMethodsFor,
  type Order,
  type PayFacts,
  type PaymentMethodType,
} from "@shop/domain";
import { ordersCol, purchasesCol } from "../../orders/index.js";
import { AppError } from "../../platform/app-error.js";
import { readDoc, txRead } from "../../platform/reads.js";
import { payRefusalError } from "./payment-outcome.js";

export interface PayTarget {
  kind: "order";
  id: string;
  facts: PayFacts & { key: "orderId" };
  description: string;
  /** The methods Stripe may offer for it, chosen here from its currency and destination (issue 49). */
  methods: PaymentMethodType[];
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
    facts: { id, priceCents: order.totalCents, currency: order.currency ?? PAYMENT_CURRENCY, key: "orderId" },
    description: orderItems(order),
    methods: paymentMethodsFor(order),
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

/** The order of the purchase, if it belongs to `uid` and can be paid (every purchase is a line of an order). */
export async function payableTarget(purchaseId: string, uid: string): Promise<PayTarget> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  if (!purchase?.orderId) throw new AppError("not-found", PAYMENT_MESSAGES.purchaseNotFound);
  return payableOrder(purchase.orderId, uid);
}
