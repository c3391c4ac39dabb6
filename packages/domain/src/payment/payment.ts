/**
 * Card payment rules (spec §4 "Payment"), pure so that the API, the webhook and the tests share
 * them. A purchase has at most one live Stripe PaymentIntent; it is paid only by a PaymentIntent
 * that succeeded for exactly its price, in dollars, and that names it in its metadata.
 *
 * The purchase's `transactionId` is the PaymentIntent id (`pi_…`): it is what the customer's
 * browser holds the moment the payment is confirmed (shown as the transaction id), and it is the
 * reference Stripe's dashboard searches by.
 */
import type { Cents } from "../core/money.js";
import { PURCHASE_NOT_FOUND } from "../purchase/rules.js";
import { nextPurchaseState, type PurchaseState } from "../purchase/state.js";
import type { Payment } from "./types.js";
import type { Purchase } from "../purchase/types.js";

export const PAYMENT_CURRENCY = "usd";

/** The slice of a Stripe PaymentIntent these rules read. */
export interface PaymentIntentFacts {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string> | null | undefined;
}

/** Statuses in which a PaymentIntent can still be confirmed by the customer. */
const USABLE_STATUSES = new Set(["requires_payment_method", "requires_confirmation", "requires_action"]);
/** Statuses Stripe lets us cancel (succeeded and canceled are final). */
const CANCELABLE_STATUSES = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "requires_capture",
  "processing",
]);

/**
 * What a PaymentIntent pays: a purchase ordered on its own (`metadata.purchaseId`) or an order of
 * several lines (`metadata.orderId`), for `priceCents` (the order's total after its discount).
 */
export interface PayFacts {
  id: string;
  priceCents: Cents;
  /** The order's currency (absent: usd). */
  currency?: string;
  key?: "purchaseId" | "orderId";
}

/** Can the customer still pay this purchase (or order) with this PaymentIntent? */
export function isReusablePaymentIntent(pi: PaymentIntentFacts, target: PayFacts): boolean {
  return (
    USABLE_STATUSES.has(pi.status) &&
    pi.amount === target.priceCents &&
    pi.currency === (target.currency ?? PAYMENT_CURRENCY) &&
    pi.metadata?.[target.key ?? "purchaseId"] === target.id
  );
}

export function isCancelablePaymentIntent(status: string): boolean {
  return CANCELABLE_STATUSES.has(status);
}

/** Idempotency key of the purchase's first PaymentIntent; a replacement is keyed by the one it replaces. */
export function paymentIntentIdempotencyKey(
  purchaseId: string,
  replacedPaymentIntentId: string | null,
  kind: "purchase" | "order" = "purchase",
): string {
  return replacedPaymentIntentId
    ? `${kind}-${purchaseId}-pi-after-${replacedPaymentIntentId}`
    : `${kind}-${purchaseId}-pi`;
}

export const PAYMENT_MESSAGES = {
  notSucceeded: "This payment has not succeeded, so the purchase stays unpaid",
  otherPurchase: "This payment belongs to another purchase",
  wrongAmount: "This payment's amount does not match the purchase price",
  wrongCurrency: "This payment is not in US dollars",
  unknownPayment: "No payment with this transaction id was found",
  alreadyPaid: "This purchase is already paid",
  refunded: "This payment was refunded, so it cannot pay the purchase",
  duplicateRefunded: "This purchase was already paid, so this second payment was refunded",
  cancelled: "This purchase was cancelled and cannot be paid",
  expired: "This order expired and its pieces went back to stock; please order again",
  notPayable: "This purchase cannot be paid",
  processing: "The payment of this order is being processed by the bank; it cannot be paid again meanwhile",
  notYours: "You can only pay for your own purchases",
  purchaseNotFound: PURCHASE_NOT_FOUND,
  /** Stripe did not answer in time or failed on its side (503 with Retry-After; issue 54's words). */
  stripeUnavailable: "The payment service is not answering. Please try again in a minute.",
  /** Stripe Tax did not answer: the tax is unknown, so nothing is quoted or placed without it. */
  taxUnavailable: "The tax service is not answering. Please try again in a minute.",
} as const;

/** 'This payment is not in US dollars' (the spec's orders), 'This payment is not in EUR'. */
export function wrongCurrencyMessage(currency: string): string {
  return currency === PAYMENT_CURRENCY
    ? PAYMENT_MESSAGES.wrongCurrency
    : `This payment is not in ${currency.toUpperCase()}`;
}

export type PaymentMismatch =
  | { kind: "not-succeeded"; message: string }
  | { kind: "other-purchase"; message: string }
  | { kind: "wrong-amount"; message: string }
  | { kind: "wrong-currency"; message: string };

/**
 * Why this PaymentIntent cannot pay this purchase, or null when it pays it: it succeeded, for
 * the purchase's price in dollars, and its metadata names the purchase.
 */
export function paymentMismatch(pi: PaymentIntentFacts, purchase: PayFacts): PaymentMismatch | null {
  if (pi.metadata?.[purchase.key ?? "purchaseId"] !== purchase.id) {
    return { kind: "other-purchase", message: PAYMENT_MESSAGES.otherPurchase };
  }
  if (pi.status !== "succeeded") return { kind: "not-succeeded", message: PAYMENT_MESSAGES.notSucceeded };
  const currency = purchase.currency ?? PAYMENT_CURRENCY;
  if (pi.currency !== currency) return { kind: "wrong-currency", message: wrongCurrencyMessage(currency) };
  if (pi.amount !== purchase.priceCents)
    return { kind: "wrong-amount", message: PAYMENT_MESSAGES.wrongAmount };
  return null;
}

/** Why a purchase cannot be paid (by this customer, when one is named). */
export type PayRefusal =
  "not-owner" | "already-paid" | "cancelled" | "expired" | "not-payable" | "processing";

/**
 * Can this purchase be paid? The one answer for the payment page's PaymentIntent, the browser's
 * report of a payment and the webhook. Null when it can: unpaid, priced, and (when `uid` is
 * given) the customer's own.
 */
export function payRefusal(
  purchase: { userId: string; state: PurchaseState; priceCents: Cents },
  uid?: string,
): PayRefusal | null {
  if (uid !== undefined && purchase.userId !== uid) return "not-owner";
  if (purchase.state === "paid" || purchase.state === "shipped" || purchase.state === "refunded") {
    return "already-paid";
  }
  if (purchase.state === "cancelled") return "cancelled";
  if (purchase.state === "expired") return "expired";
  if (nextPurchaseState(purchase.state, "pay") === null || !(purchase.priceCents > 0)) return "not-payable";
  return null;
}

export const PAY_REFUSAL_MESSAGES: Record<PayRefusal, string> = {
  "not-owner": PAYMENT_MESSAGES.notYours,
  "already-paid": PAYMENT_MESSAGES.alreadyPaid,
  cancelled: PAYMENT_MESSAGES.cancelled,
  expired: PAYMENT_MESSAGES.expired,
  "not-payable": PAYMENT_MESSAGES.notPayable,
  processing: PAYMENT_MESSAGES.processing,
};

/**
 * The payment record `payments/{purchaseId}` of one paid purchase (spec §3): its share of the
 * payment (after the order's discount), who paid and the PaymentIntent. The one builder: the
 * payment service, the seed and the test helpers all write what this answers.
 */
export function newPaymentRecord(
  purchaseId: string,
  purchase: Pick<
    Purchase,
    "productName" | "priceCents" | "paidCents" | "userId" | "userEmail" | "userName" | "currency"
  >,
  transactionId: string,
  at: number,
): Payment {
  return {
    product: purchaseId,
    productName: purchase.productName,
    priceCents: purchase.paidCents ?? purchase.priceCents,
    currency: purchase.currency ?? "usd",
    shipment: false,
    userId: purchase.userId,
    userEmail: purchase.userEmail,
    userName: purchase.userName,
    transactionId,
    createdAt: at,
  };
}
