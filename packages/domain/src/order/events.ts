/** Every change of an order after it was placed: ONE function, `applyOrderEvent`, and what follows from its state. */
import type { Cents } from "../core/money.js";
import type { PayRefusal } from "../payment/payment.js";
import type { Order, OrderState } from "./record.js";

export type OrderEvent =
  | { type: "pay"; paymentIntentId: string }
  /** `payment_intent.processing`: a debit (SEPA) is on its way; the order waits for its outcome. */
  | { type: "processing"; paymentIntentId: string; method: string | null }
  /**
   * `payment_intent.payment_failed`: on a processing order of that PaymentIntent, back to unpaid
   * with a fresh hold until `holdUntil`; on an unpaid one, the error is kept for the customer.
   */
  | { type: "payment-failed"; paymentIntentId: string; message: string; holdUntil: number }
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
  | "line-refunded"
  | "payment-processing"
  | "not-this-payment";

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
  "payment-processing": "The payment of this order is being processed by the bank",
  "not-this-payment": "This order waits for another payment",
};

function refused(reason: OrderRefusalReason): OrderEventOutcome {
  return {
    ok: false,
    refusal: { reason, message: ORDER_REFUSALS[reason], forbidden: reason === "not-owner" },
  };
}

const PAID_STATES: readonly OrderState[] = ["paid", "partially_refunded"];
/** States a payment has already moved past (refunded included): nothing of a payment goes back. */
const SETTLED_STATES: readonly OrderState[] = [...PAID_STATES, "refunded"];

/** Why a payment event does not apply to an order that is not unpaid (null: it does). */
function notAwaiting(order: Order, paymentIntentId: string): OrderEventOutcome | null {
  if (order.state === "unpaid") return null;
  if (SETTLED_STATES.includes(order.state)) return refused("already-paid");
  if (order.state !== "processing") return refused("not-payable");
  // A processing order waits for the outcome of its own PaymentIntent only.
  return order.paymentIntentId === paymentIntentId ? null : refused("not-this-payment");
}

/** `payment_intent.processing`: unpaid → processing (twice, or late after the outcome: refused). */
function decideProcessing(order: Order, event: Extract<OrderEvent, { type: "processing" }>) {
  const refusal = notAwaiting(order, event.paymentIntentId);
  if (refusal) return refusal;
  if (order.state === "processing") return refused("payment-processing");
  return {
    state: "processing" as const,
    paymentIntentId: event.paymentIntentId,
    processingMethod: event.method,
    lastPaymentError: null,
  };
}

/** `payment_intent.payment_failed`: a processing order is unpaid again with a fresh hold. */
function decideFailure(order: Order, event: Extract<OrderEvent, { type: "payment-failed" }>) {
  const refusal = notAwaiting(order, event.paymentIntentId);
  if (refusal) return refusal;
  if (order.state === "unpaid") {
    // A card declined at once: the order stays as it is and shows the error (if still its PaymentIntent).
    if ((order.paymentIntentId ?? event.paymentIntentId) !== event.paymentIntentId)
      return refused("not-this-payment");
    return { state: order.state, lastPaymentError: event.message };
  }
  return {
    state: "unpaid" as const,
    lastPaymentError: event.message,
    processingMethod: null,
    holdUntil: Math.max(order.holdUntil, event.holdUntil),
  };
}

/** The order's next state and fields for an event, or why not. */
function decide(order: Order, event: OrderEvent): OrderEventOutcome | Partial<Order> {
  switch (event.type) {
    case "pay": {
      const refusal = notAwaiting(order, event.paymentIntentId);
      if (refusal) return refusal;
      return {
        state: "paid",
        paymentIntentId: event.paymentIntentId,
        transactionId: event.paymentIntentId,
        lastPaymentError: null,
        processingMethod: null,
      };
    }
    case "processing":
      return decideProcessing(order, event);
    case "payment-failed":
      return decideFailure(order, event);
    case "cancel":
      if (order.userId !== event.uid) return refused("not-owner");
      if (order.state === "cancelled") return refused("already-cancelled");
      if (order.state === "processing") return refused("payment-processing");
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
  return state === "unpaid" || state === "processing";
}

/** Why an order cannot be paid (by this customer, when one is named), or null when it can. */
export function orderPayRefusal(
  order: Pick<Order, "userId" | "state" | "totalCents">,
  uid?: string,
): PayRefusal | null {
  if (uid !== undefined && order.userId !== uid) return "not-owner";
  if (order.state === "cancelled") return "cancelled";
  if (order.state === "expired") return "expired";
  if (order.state === "processing") return "processing";
  if (order.state !== "unpaid") return "already-paid";
  return order.totalCents > 0 ? null : "not-payable";
}

/** Is this order the purchase page's (one line, mailed as a purchase)? */
export function isPurchasePageOrder(order: Pick<Order, "placedFrom">): boolean {
  return order.placedFrom === "purchase-page";
}
