/**
 * The order a disputed PaymentIntent paid: the order whose payment it is, else the purchase (a
 * purchase paid on its own, or a line of an order), else nothing (a payment the shop never
 * recorded: the dispute is still kept, listed and mailed).
 */
import { ordersCol, purchasesCol } from "../orders/index.js";
import { readQuery } from "../platform/reads.js";

export interface DisputedOrder {
  orderId: string | null;
  purchaseIds: string[];
  customerEmail: string | null;
}

export async function findDisputedOrder(paymentIntentId: string | null): Promise<DisputedOrder> {
  const none: DisputedOrder = { orderId: null, purchaseIds: [], customerEmail: null };
  if (!paymentIntentId) return none;
  const orders = await readQuery(ordersCol.where("paymentIntentId", "==", paymentIntentId).limit(1));
  const order = orders.docs[0];
  if (order) {
    const o = order.data();
    return { orderId: order.id, purchaseIds: o.purchaseIds, customerEmail: o.userEmail || null };
  }
  const purchases = await readQuery(purchasesCol.where("paymentIntentId", "==", paymentIntentId).limit(1));
  const purchase = purchases.docs[0];
  if (!purchase) return none;
  const p = purchase.data();
  return { orderId: p.orderId ?? null, purchaseIds: [purchase.id], customerEmail: p.userEmail || null };
}
