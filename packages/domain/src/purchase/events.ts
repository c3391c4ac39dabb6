/**
 * An order's life as ONE pure function: `applyPurchaseEvent(purchase, event, at)` answers the
 * change an event makes to a purchase (new state, timestamps, history entry, the event's own
 * fields) or a refusal with the message the customer or admin sees. Every service of the
 * functions writes a purchase's changes through it; none builds a state or a history entry by
 * hand. `newPurchase` is the one factory of a new (unpaid) purchase — the "place" event —
 * used by the order service, the seed and the test helpers alike.
 */
import type { Cents } from "../core/money.js";
import { PAY_REFUSAL_MESSAGES, payRefusal, type PayRefusal } from "../payment/payment.js";
import { purchasePriceCents } from "./pricing.js";
import {
  ALREADY_CANCELLED_MESSAGE,
  CANCELLED_NOT_SHIPPABLE_MESSAGE,
  NOT_CANCELLABLE_MESSAGE,
  NOT_SHIPPABLE_MESSAGE,
  REFUND_MESSAGES,
} from "./rules.js";
import { nextPurchaseState, type PurchaseEventType, type PurchaseState } from "./state.js";
import type { Purchase } from "./types.js";
import type { PurchaseRefund } from "../refund/types.js";
import type { LineVariant } from "../product/variants.js";

/** What can happen to a purchase after it was placed. */
export type PurchaseEvent =
  | { type: "pay"; paymentIntentId: string; uid?: string }
  | { type: "ship"; carrier: string | null; trackingNumber: string | null }
  | { type: "refund"; refund: Omit<PurchaseRefund, "at"> }
  | { type: "cancel"; uid: string }
  | { type: "expire" }
  /** Money returned without a state change: a lost race on a purchase already cancelled or expired. */
  | { type: "record-refund"; refund: Omit<PurchaseRefund, "at"> };

export type PurchaseRefusalReason =
  | PayRefusal
  | "already-shipped"
  | "not-shippable"
  | "already-refunded"
  | "not-refundable"
  | "already-cancelled"
  | "not-unpaid"
  | "not-expirable"
  | "refund-recorded";

export interface PurchaseRefusal {
  reason: PurchaseRefusalReason;
  /** The sentence the API answers with. */
  message: string;
  /** Refused because of who asked (403) rather than the purchase's state (409). */
  forbidden: boolean;
}

/** The fields an event changes: always the state, the time and the history; some add more. */
export type PurchaseChange = Pick<Purchase, "state" | "updatedAt" | "history"> & Partial<Purchase>;

export type PurchaseEventOutcome =
  { ok: true; change: PurchaseChange; after: Purchase } | { ok: false; refusal: PurchaseRefusal };

const REFUSAL_MESSAGES: Record<Exclude<PurchaseRefusalReason, PayRefusal>, string> = {
  "already-shipped": "This purchase is already shipped",
  "not-shippable": NOT_SHIPPABLE_MESSAGE,
  "already-refunded": REFUND_MESSAGES.alreadyRefunded,
  "not-refundable": REFUND_MESSAGES.notRefundable,
  "already-cancelled": ALREADY_CANCELLED_MESSAGE,
  "not-unpaid": NOT_CANCELLABLE_MESSAGE,
  "not-expirable": "Only unpaid purchases expire",
  "refund-recorded": "A refund is already recorded on this purchase",
};

function refuse(reason: PurchaseRefusalReason, forbidden = false, message?: string): PurchaseEventOutcome {
  const text =
    message ??
    (reason in PAY_REFUSAL_MESSAGES
      ? PAY_REFUSAL_MESSAGES[reason as PayRefusal]
      : REFUSAL_MESSAGES[reason as Exclude<PurchaseRefusalReason, PayRefusal>]);
  return { ok: false, refusal: { reason, message: text, forbidden } };
}

/** Why the event may not happen to this purchase, or null when it may. */
function refusalOf(p: Purchase, event: PurchaseEvent): PurchaseEventOutcome | null {
  switch (event.type) {
    case "pay": {
      const refusal = payRefusal(p, event.uid);
      return refusal ? refuse(refusal, refusal === "not-owner") : null;
    }
    case "ship":
      if (p.state === "shipped") return refuse("already-shipped");
      if (p.state === "cancelled") return refuse("not-shippable", false, CANCELLED_NOT_SHIPPABLE_MESSAGE);
      return nextPurchaseState(p.state, "ship") ? null : refuse("not-shippable");
    case "refund":
      if (p.state === "refunded") return refuse("already-refunded");
      return nextPurchaseState(p.state, "refund") ? null : refuse("not-refundable");
    case "cancel":
      if (p.userId !== event.uid)
        return refuse("not-owner", true, "Only the customer who ordered can cancel this purchase");
      if (p.state === "cancelled") return refuse("already-cancelled");
      return nextPurchaseState(p.state, "cancel") ? null : refuse("not-unpaid");
    case "expire":
      return nextPurchaseState(p.state, "expire") ? null : refuse("not-expirable");
    case "record-refund":
      return p.refund ? refuse("refund-recorded") : null;
  }
}

/** The fields the event sets beside the state (for "record-refund", without a state change). */
function fieldsOf(p: Purchase, event: PurchaseEvent, at: number): Partial<Purchase> {
  switch (event.type) {
    case "pay":
      return {
        paid: true,
        transactionId: event.paymentIntentId,
        paymentIntentId: event.paymentIntentId,
        lastPaymentError: null,
      };
    case "ship":
      return { shipment: true, carrier: event.carrier, trackingNumber: event.trackingNumber };
    case "refund":
    case "record-refund":
      return {
        refund: { ...event.refund, at },
        // Pieces returned before (issue 33) were refunded with their returns: the refund adds to them.
        refundedCents: Math.max(p.refundedCents ?? 0, (p.returnedCents ?? 0) + event.refund.amountCents),
      };
    case "cancel":
    case "expire":
      return {};
  }
}

const STATE_EVENT: Record<PurchaseEvent["type"], PurchaseEventType | null> = {
  pay: "pay",
  ship: "ship",
  refund: "refund",
  cancel: "cancel",
  expire: "expire",
  "record-refund": null,
};

/**
 * Applies an event to a purchase at time `at` (epoch ms): the change to write (merge) and the
 * purchase as it is afterwards (for its mail), or why it is refused.
 */
export function applyPurchaseEvent(
  purchase: Purchase,
  event: PurchaseEvent,
  at: number,
): PurchaseEventOutcome {
  const refused = refusalOf(purchase, event);
  if (refused) return refused;
  const stateEvent = STATE_EVENT[event.type];
  const state: PurchaseState = stateEvent
    ? (nextPurchaseState(purchase.state, stateEvent) ?? purchase.state)
    : purchase.state;
  const history = stateEvent ? [...purchase.history, { state, at }] : purchase.history;
  const change: PurchaseChange = { ...fieldsOf(purchase, event, at), state, updatedAt: at, history };
  return { ok: true, change, after: { ...purchase, ...change } };
}

/** What placing an order of one product needs to know. */
export interface NewPurchaseInput {
  product: { id: string; name: string; image: string; priceCents: Cents };
  /** The variant ordered (issue 48); its photo, when it has one, is the purchase's image. */
  variant?: LineVariant & { photo?: string };
  quantity: number;
  buyer: { uid: string; name: string; email: string };
  address: string;
  phone: string;
  /** Epoch ms of the order. */
  at: number;
  /** How long the purchase holds its pieces. */
  holdSeconds: number;
}

/** The "place" event: a new unpaid purchase at the server's price, holding its pieces until `holdUntil`. */
export function newPurchase(input: NewPurchaseInput): Purchase {
  const { product, quantity, buyer, at, variant } = input;
  const { photo, ...kept } = variant ?? {};
  return {
    productId: product.id,
    ...kept,
    productName: product.name,
    productImage: photo ?? product.image,
    unitPriceCents: product.priceCents,
    quantity,
    priceCents: purchasePriceCents(quantity, product.priceCents),
    userId: buyer.uid,
    userName: buyer.name,
    userEmail: buyer.email,
    phone: input.phone,
    address: input.address,
    state: "unpaid",
    paid: false,
    shipment: false,
    transactionId: null,
    paymentIntentId: null,
    carrier: null,
    trackingNumber: null,
    history: [{ state: "unpaid", at }],
    createdAt: at,
    updatedAt: at,
    holdUntil: at + input.holdSeconds * 1000,
  };
}
