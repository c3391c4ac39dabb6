/** Every change of an order after it was placed: ONE function, `applyOrderEvent`, and what follows from its state. */
import type { Cents } from "../core/money.js";
import type { PayRefusal } from "../payment/payment.js";
import type { Order, OrderState } from "./record.js";

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
