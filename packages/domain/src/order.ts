/**
 * Orders of several products: one order groups one purchase per line (the spec's Purchase stays
 * the unit of My Product, shipping, refunds and reviews), one payment pays them all, a promo
 * code's discount is spread over the lines. `newOrder` builds an order with its purchases;
 * `applyOrderEvent` is the order's side of every change (its purchases change through
 * `applyPurchaseEvent`). Pure.
 */
import type { OrderDispute } from "./dispute.js";
import type { Cents } from "./money.js";
import type { InvoiceMarks } from "./invoice.js";
import type { PayRefusal } from "./payment.js";

import { newPurchase } from "./purchase-events.js";
import type { PostalAddress } from "./address.js";
import { destinationFields, taxAddedCents, type OrderDestination, type TaxLine } from "./order-totals.js";
import { spreadDiscount } from "./promo.js";
import type { Currency } from "./currency.js";
import type { Purchase } from "./types.js";

export const ORDER_STATES = [
  "unpaid",
  "paid",
  "partially_refunded",
  "refunded",
  "cancelled",
  "expired",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** How the shop names an order's state. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  unpaid: "Awaiting payment",
  paid: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  cancelled: "Cancelled",
  expired: "Expired",
};

export const ORDER_MAX_LINES = 20;

/**
 * Where an order was placed: the purchase page (POST /purchase, one line, mailed as a purchase)
 * or the cart (POST /orders). Orders from before issue 30 carry none and count as the cart's.
 */
export const ORDER_ORIGINS = ["purchase-page", "cart"] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];
export const ORDER_NOT_FOUND = "Order not found";

export interface OrderLine {
  productId: string;
  productName: string;
  productImage: string;
  unitPriceCents: Cents;
  quantity: number;
  /** quantity × unit price, before the discount (the spec's purchase `price`). */
  priceCents: Cents;
  /** This line's share of the order's total after the discount. */
  paidCents: Cents;
  /** The tax on this line's goods (orders with a destination). */
  taxCents?: Cents;
  purchaseId: string;
}

/**
 * `orders/{id}`: what one checkout bought (server-written; the owner and admins read it). The
 * invoices area writes its invoice number on it (InvoiceMarks).
 */
export interface Order extends InvoiceMarks {
  userId: string;
  userName: string;
  userEmail: string;
  /** The destination on one line (the spec's purchase `address`). */
  address: string;
  phone: string;
  /** The destination (orders from issue 31 on). */
  shippingAddress?: PostalAddress;
  /** A business buyer's VAT or tax ID. */
  taxId?: string | null;
  lines: OrderLine[];
  purchaseIds: string[];
  /** Lower-case ISO currency of every amount (`usd`, `eur`, `gbp`; absent: `usd`). */
  currency?: string;
  /** The prices include the tax (EUR and GBP orders): `taxCents` is inside the total. */
  taxIncluded?: boolean;
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents?: Cents;
  taxCents?: Cents;
  /** Tax per jurisdiction and rate, as Stripe Tax calculated it. */
  taxLines?: TaxLine[];
  reverseCharge?: boolean;
  /** Goods after the discount, plus shipping and tax: what the PaymentIntent is for. */
  totalCents: Cents;
  taxCalculationId?: string | null;
  /** The Stripe Tax transaction committed once paid. */
  taxTransactionId?: string | null;
  /** Refunds made in Stripe's Dashboard whose share of the tax is reversed: their reversal ids. */
  taxReversals?: Record<string, string>;
  promoCode: string | null;
  placedFrom?: OrderOrigin;
  state: OrderState;
  paymentIntentId: string | null;
  transactionId: string | null;
  lastPaymentError?: string | null;
  /** Money refunded so far (lines refunded by the shop and refunds made in Stripe). */
  refundedCents: Cents;
  refundedPurchaseIds: string[];
  history: { state: OrderState; at: number }[];
  createdAt: number;
  updatedAt: number;
  holdUntil: number;
  /** A card dispute of its payment (disputes area). */
  dispute?: OrderDispute | null;
  /** Money refunded with returns of some of a line's pieces, by line (purchase id): counted on the lines. */
  returnedCents?: Record<string, Cents>;
}

/** A product as an order line is priced from it (the server's current price). */
export interface PricedItem {
  product: { id: string; name: string; image: string; priceCents: Cents };
  quantity: number;
}

export interface NewOrderInput {
  orderId: string;
  /** One new purchase id per item, in the same order. */
  purchaseIds: string[];
  items: PricedItem[];
  buyer: { uid: string; name: string; email: string };
  address: string;
  phone: string;
  promoCode: string | null;
  discountCents: Cents;
  /** Destination, shipping and tax (orders from issue 31 on); none: goods only. */
  destination?: OrderDestination;
  /** The currency the items are priced in (`usd` when absent). */
  currency?: Currency;
  at: number;
  holdSeconds: number;
  /** The cart's unless said. */
  placedFrom?: OrderOrigin;
}

/** The order's line of one purchase, paid `paidCents` (its share of the order's total). */
function lineOf(purchaseId: string, p: Purchase, paidCents: Cents): OrderLine {
  const { productId, productName, productImage, unitPriceCents, quantity, priceCents } = p;
  return {
    productId,
    productName,
    productImage,
    unitPriceCents,
    quantity,
    priceCents,
    paidCents,
    purchaseId,
  };
}

/** The order and its purchases (one per line, each with its share of the discount). */
export function newOrder(input: NewOrderInput): { order: Order; purchases: Purchase[] } {
  const { items, at, orderId } = input;
  const purchases = items.map((item, i) => ({
    ...newPurchase({ ...input, product: item.product, quantity: item.quantity }),
    ...(input.currency && input.currency !== "usd" ? { currency: input.currency } : {}),
    orderId,
    purchaseId: input.purchaseIds[i] ?? "",
  }));
  const paid = spreadDiscount(
    purchases.map((p) => p.priceCents),
    input.discountCents,
  );
  const lineTax = input.destination?.lineTaxCents;
  const lines = purchases.map((p, i) => ({
    ...lineOf(p.purchaseId, p, paid[i] ?? p.priceCents),
    ...(lineTax ? { taxCents: lineTax[i] ?? 0 } : {}),
  }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const d = input.destination;
  const extra = (d?.shippingCents ?? 0) + (d ? taxAddedCents(d) : 0);
  const order: Order = {
    userId: input.buyer.uid,
    userName: input.buyer.name,
    userEmail: input.buyer.email,
    address: input.address,
    phone: input.phone,
    ...(input.currency && input.currency !== "usd" ? { currency: input.currency } : {}),
    ...destinationFields(input.destination),
    lines,
    purchaseIds: lines.map((l) => l.purchaseId),
    subtotalCents,
    discountCents: input.discountCents,
    totalCents: subtotalCents - input.discountCents + extra,
    promoCode: input.promoCode,
    placedFrom: input.placedFrom ?? "cart",
    state: "unpaid",
    paymentIntentId: null,
    transactionId: null,
    refundedCents: 0,
    refundedPurchaseIds: [],
    history: [{ state: "unpaid", at }],
    createdAt: at,
    updatedAt: at,
    holdUntil: at + input.holdSeconds * 1000,
  };
  return {
    order,
    purchases: purchases.map(({ purchaseId: _id, ...p }, i) => ({
      ...p,
      paidCents: paid[i] ?? p.priceCents,
      ...(lineTax ? { taxCents: lineTax[i] ?? 0 } : {}),
    })),
  };
}

export type OrderEvent =
  | { type: "pay"; paymentIntentId: string }
  | { type: "cancel"; uid: string }
  | { type: "expire" }
  /** One line refunded by the shop (POST /purchase/:id/refund) or with a full refund from Stripe. */
  | { type: "refund-line"; purchaseId: string; amountCents: Cents }
  /** Refunds made in Stripe that no line accounts for: recorded for the admin to settle. */
  | { type: "record-refunds"; refundedCents: Cents }
  /** Part of a line refunded with a return of some of its pieces (returns area): the line stays. */
  | { type: "refund-return"; purchaseId: string; amountCents: Cents };

export type OrderRefusalReason =
  | "not-owner"
  | "not-unpaid"
  | "already-cancelled"
  | "already-paid"
  | "not-payable"
  | "not-refundable"
  | "line-refunded";

export interface OrderRefusal {
  reason: OrderRefusalReason;
  message: string;
  forbidden: boolean;
}

export type OrderChange = Pick<Order, "state" | "updatedAt" | "history"> & Partial<Order>;

export type OrderEventOutcome =
  { ok: true; change: OrderChange; after: Order } | { ok: false; refusal: OrderRefusal };

const ORDER_REFUSALS: Record<OrderRefusalReason, string> = {
  "not-owner": "Only the customer who ordered can cancel this order",
  "not-unpaid": "Only unpaid orders can be cancelled",
  "already-cancelled": "This order is already cancelled",
  "already-paid": "This order is already paid",
  "not-payable": "This order cannot be paid",
  "not-refundable": "Only paid orders can be refunded",
  "line-refunded": "This line is already refunded",
};

function refused(reason: OrderRefusalReason): OrderEventOutcome {
  return {
    ok: false,
    refusal: { reason, message: ORDER_REFUSALS[reason], forbidden: reason === "not-owner" },
  };
}

const PAID_STATES: readonly OrderState[] = ["paid", "partially_refunded"];

/** The order's next state and fields for an event, or why not. */
function decide(order: Order, event: OrderEvent): OrderEventOutcome | Partial<Order> {
  switch (event.type) {
    case "pay":
      if (order.state !== "unpaid")
        return refused(PAID_STATES.includes(order.state) ? "already-paid" : "not-payable");
      return {
        state: "paid",
        paymentIntentId: event.paymentIntentId,
        transactionId: event.paymentIntentId,
        lastPaymentError: null,
      };
    case "cancel":
      if (order.userId !== event.uid) return refused("not-owner");
      if (order.state === "cancelled") return refused("already-cancelled");
      return order.state === "unpaid" ? { state: "cancelled" } : refused("not-unpaid");
    case "expire":
      return order.state === "unpaid" ? { state: "expired" } : refused("not-unpaid");
    case "refund-line": {
      if (!PAID_STATES.includes(order.state)) return refused("not-refundable");
      if (order.refundedPurchaseIds.includes(event.purchaseId)) return refused("line-refunded");
      const refundedPurchaseIds = [...order.refundedPurchaseIds, event.purchaseId];
      const all = order.purchaseIds.every((id) => refundedPurchaseIds.includes(id));
      return {
        state: all ? "refunded" : "partially_refunded",
        refundedPurchaseIds,
        refundedCents: order.refundedCents + event.amountCents,
      };
    }
    case "record-refunds":
      return { state: order.state, refundedCents: Math.max(order.refundedCents, event.refundedCents) };
    case "refund-return": {
      if (!PAID_STATES.includes(order.state)) return refused("not-refundable");
      const returned = order.returnedCents ?? {};
      return {
        state: order.state,
        refundedCents: order.refundedCents + event.amountCents,
        returnedCents: {
          ...returned,
          [event.purchaseId]: (returned[event.purchaseId] ?? 0) + event.amountCents,
        },
      };
    }
  }
}

/** Applies an event to an order at `at` (epoch ms): the change to write (merge) and the order afterwards. */
export function applyOrderEvent(order: Order, event: OrderEvent, at: number): OrderEventOutcome {
  const decided = decide(order, event);
  if ("ok" in decided) return decided as OrderEventOutcome;
  const state = decided.state ?? order.state;
  const history = state === order.state ? order.history : [...order.history, { state, at }];
  const change: OrderChange = { ...decided, state, updatedAt: at, history };
  return { ok: true, change, after: { ...order, ...change } };
}

/** States in which an order still holds its pieces (and counts against the open-order cap). */
export function isOpenOrder(state: OrderState): boolean {
  return state === "unpaid";
}

/** Why an order cannot be paid (by this customer, when one is named), or null when it can. */
export function orderPayRefusal(
  order: Pick<Order, "userId" | "state" | "totalCents">,
  uid?: string,
): PayRefusal | null {
  if (uid !== undefined && order.userId !== uid) return "not-owner";
  if (order.state === "cancelled") return "cancelled";
  if (order.state === "expired") return "expired";
  if (order.state !== "unpaid") return "already-paid";
  return order.totalCents > 0 ? null : "not-payable";
}

/** Is this order the purchase page's (one line, mailed as a purchase)? */
export function isPurchasePageOrder(order: Pick<Order, "placedFrom">): boolean {
  return order.placedFrom === "purchase-page";
}

/** The order state a purchase's state stands for (a shipped purchase's order is paid). */
const ORDER_STATE_OF: Record<Purchase["state"], OrderState> = {
  unpaid: "unpaid",
  paid: "paid",
  shipped: "paid",
  refunded: "refunded",
  cancelled: "cancelled",
  expired: "expired",
};

/**
 * The one-line order of a purchase made before every checkout was an order (the migration of
 * issue 30): its line, price, state, PaymentIntent and refund as the purchase holds them, placed
 * from the purchase page.
 */
export function orderOfPurchase(purchaseId: string, p: Purchase): Order {
  const paidCents = p.paidCents ?? p.priceCents;
  const state = ORDER_STATE_OF[p.state];
  const refunded = p.state === "refunded";
  return {
    userId: p.userId,
    userName: p.userName,
    userEmail: p.userEmail,
    address: p.address,
    phone: p.phone,
    lines: [lineOf(purchaseId, p, paidCents)],
    purchaseIds: [purchaseId],
    subtotalCents: p.priceCents,
    discountCents: p.priceCents - paidCents,
    totalCents: paidCents,
    promoCode: null,
    placedFrom: "purchase-page",
    state,
    paymentIntentId: p.paymentIntentId ?? null,
    transactionId: p.transactionId ?? null,
    refundedCents: refunded ? (p.refund?.amountCents ?? paidCents) : (p.refundedCents ?? 0),
    refundedPurchaseIds: refunded ? [purchaseId] : [],
    history: p.history
      .map((h) => ({ state: ORDER_STATE_OF[h.state], at: h.at }))
      .filter((h, i, all) => i === 0 || all[i - 1]?.state !== h.state),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    holdUntil: p.holdUntil ?? p.createdAt,
  };
}
