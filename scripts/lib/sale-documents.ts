/**
 * Purchases with a past — paid, shipped, refunded in full or in part, cancelled, expired — built
 * through @shop/domain's events exactly as the functions apply them, with the payment record the
 * payment service writes, and its order (every checkout is an order: of its own, or several sales
 * as the lines of one): the seed's sales history and the overview's tests plant these, so the
 * figures they make are the figures real payments and refunds make.
 */
import {
  DEFAULT_PURCHASE_HOLD_SECONDS,
  applyPurchaseEvent,
  newPaymentRecord,
  orderOfPurchase,
  paymentSearchFields,
  type Order,
  newPurchase,
  type NewPurchaseInput,
  type Payment,
  type Purchase,
  type PurchaseEvent,
} from "@shop/domain";
import { orderDocument, purchaseDocument } from "./purchase-document.js";

export type SaleStory =
  /** Paid at `paidAt`; then maybe shipped, maybe refunded (`cents` below the price: a partial refund). */
  | { kind: "paid"; paidAt: number; shippedAt?: number; refund?: { at: number; cents: number } }
  | { kind: "cancelled"; at: number; lostRaceRefundAt?: number }
  | { kind: "expired"; at: number };

export interface Sale {
  id: string;
  product: NewPurchaseInput["product"];
  quantity: number;
  buyer: NewPurchaseInput["buyer"];
  placedAt: number;
  story: SaleStory;
  /** The order it is a line of (orderOfSales builds it); without: an order of its own, its id. */
  orderId?: string;
}

function apply(p: Purchase, event: PurchaseEvent, at: number): Purchase {
  const outcome = applyPurchaseEvent(p, event, at);
  if (!outcome.ok) throw new Error(`sale: ${outcome.refusal.message}`);
  return outcome.after;
}

function paymentOf(id: string, p: Purchase, at: number): Payment {
  return newPaymentRecord(id, p, p.transactionId ?? "", at);
}

/** What paying, shipping and refunding leave on the purchase and its payment record. */
function paidSale(id: string, placed: Purchase, story: Extract<SaleStory, { kind: "paid" }>) {
  let p = apply(placed, { type: "pay", paymentIntentId: `pi_sale_${id}` }, story.paidAt);
  let payment: Payment = paymentOf(id, p, story.paidAt);
  if (story.shippedAt !== undefined) {
    p = apply(p, { type: "ship", carrier: "UPS", trackingNumber: `1Z${id.slice(-8)}` }, story.shippedAt);
    payment = { ...payment, shipment: true };
  }
  const refund = story.refund;
  const paidCents = p.paidCents ?? p.priceCents;
  if (refund && refund.cents >= paidCents) {
    const facts = { id: `re_sale_${id}`, amountCents: paidCents, by: "stripe", reason: "Refunded in Stripe" };
    p = apply(p, { type: "refund", refund: { ...facts, restocked: false } }, refund.at);
    payment = { ...payment, refunded: true, refundId: facts.id };
  } else if (refund) {
    // A partial refund in Stripe: recorded on the purchase, which stays paid (stripe-refunds.ts).
    p = { ...p, refundedCents: refund.cents, updatedAt: refund.at };
  }
  return { purchase: p, payment };
}

/** The purchase (and its payment record, when it was paid) of one sale. */
export function saleDocuments(sale: Sale): { purchase: Purchase; payment: Payment | null } {
  const placed = newPurchase({
    product: sale.product,
    quantity: sale.quantity,
    buyer: sale.buyer,
    address: "1 Demo Street, Springfield, IL 62701",
    phone: "+1 555 0100",
    at: sale.placedAt,
    holdSeconds: DEFAULT_PURCHASE_HOLD_SECONDS,
  });
  const story = sale.story;
  if (story.kind === "paid") return paidSale(sale.id, placed, story);
  if (story.kind === "expired")
    return { purchase: apply(placed, { type: "expire" }, story.at), payment: null };
  let p = apply(placed, { type: "cancel", uid: sale.buyer.uid }, story.at);
  if (story.lostRaceRefundAt !== undefined) {
    const facts = { id: `re_lost_${sale.id}`, amountCents: p.priceCents, by: "system", reason: "Paid late" };
    p = apply(p, { type: "record-refund", refund: { ...facts, restocked: false } }, story.lostRaceRefundAt);
  }
  return { purchase: p, payment: null };
}

/**
 * One order of several sales (their stories alike: the lines of one checkout, paid at once), by
 * @shop/domain's `orderOfPurchase` per line, summed.
 */
export function orderOfSales(sales: readonly Sale[]): Order {
  const orders = sales.map((s) => orderOfPurchase(s.id, saleDocuments(s).purchase));
  const [first] = orders;
  if (!first) throw new Error("orderOfSales: no sales");
  const sum = (pick: (o: Order) => number) => orders.reduce((n, o) => n + pick(o), 0);
  return {
    ...first,
    lines: orders.flatMap((o) => o.lines),
    purchaseIds: orders.flatMap((o) => o.purchaseIds),
    subtotalCents: sum((o) => o.subtotalCents),
    discountCents: sum((o) => o.discountCents),
    totalCents: sum((o) => o.totalCents),
    refundedCents: sum((o) => o.refundedCents),
    refundedPurchaseIds: orders.flatMap((o) => o.refundedPurchaseIds),
    placedFrom: "cart",
    updatedAt: Math.max(...orders.map((o) => o.updatedAt)),
  };
}

/**
 * The documents as the functions' converters store them (times as the writing SDK's Timestamps):
 * the purchase (with its `orderId`), its payment record when it was paid, and its own order
 * (null for a line of an order built by orderOfSales).
 */
export function saleFirestoreDocuments<T>(
  sale: Sale,
  ts: (ms: number) => T,
): {
  purchase: Record<string, unknown>;
  payment: Record<string, unknown> | null;
  order: Record<string, unknown> | null;
} {
  const { purchase, payment } = saleDocuments(sale);
  const orderId = sale.orderId ?? sale.id;
  const paidCents = purchase.paidCents ?? purchase.priceCents;
  return {
    purchase: purchaseDocument({ ...purchase, orderId, paidCents }, ts),
    // With its search fields, as the payment service stores a record: no write-back by the trigger.
    payment: payment
      ? { ...payment, ...paymentSearchFields(payment, sale.id, orderId), createdAt: ts(payment.createdAt) }
      : null,
    order: sale.orderId ? null : orderDocument(orderOfPurchase(sale.id, purchase), ts),
  };
}
