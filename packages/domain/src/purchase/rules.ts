/**
 * Server-side rules of a purchase's life beyond the state machine: who may cancel, what a
 * shipment changes, which purchases a customer's list shows. Pure; used by the functions.
 */
import { nextPurchaseState, type PurchaseState } from "./state.js";

/** Cancelled purchases are kept for history but not listed. */
export const LISTED_PURCHASE_STATES = [
  "unpaid",
  "paid",
  "shipped",
  "refunded",
] as const satisfies readonly PurchaseState[];

/** At most this many unpaid purchases per customer (MAX_UNPAID_PURCHASES overrides it). */
export const DEFAULT_MAX_UNPAID_PURCHASES = 3;
export const OPEN_ORDERS_MESSAGE = "Please pay or cancel your open orders first";
/** How long an unpaid purchase holds its pieces (PURCHASE_HOLD_SECONDS overrides it). */
export const DEFAULT_PURCHASE_HOLD_SECONDS = 3600;

export const REFUND_MESSAGES = {
  success: "Payment refunded",
  failure: "Fail to Refund",
  notRefundable: "Only paid or shipped purchases can be refunded",
  alreadyRefunded: "This purchase is already refunded",
} as const;

/** Whether the pieces of a refunded purchase go back to stock unless the admin says otherwise. */
export function defaultRestock(state: PurchaseState): boolean {
  return state === "paid";
}

export type RefundCheck = { ok: true } | { ok: false; reason: "already-refunded" | "not-refundable" };

export function checkRefund(state: PurchaseState): RefundCheck {
  if (state === "refunded") return { ok: false, reason: "already-refunded" };
  if (nextPurchaseState(state, "refund") === null) return { ok: false, reason: "not-refundable" };
  return { ok: true };
}

/** Every "no such purchase" answer of the API. */
export const PURCHASE_NOT_FOUND = "Purchase not found";

export const NOT_CANCELLABLE_MESSAGE = "Only unpaid purchases can be cancelled";
export const ALREADY_CANCELLED_MESSAGE = "This purchase is already cancelled";
export const NOT_SHIPPABLE_MESSAGE = "Only paid purchases can be shipped";
export const CANCELLED_NOT_SHIPPABLE_MESSAGE = "A cancelled purchase cannot be shipped";

/** The answer to a buyer who is too late: 'Sold out', or 'Only N left' when fewer than asked remain. */
export function outOfStockMessage(available: number): string {
  return available <= 0 ? "Sold out" : `Only ${available} left`;
}

export type CancelCheck =
  { ok: true } | { ok: false; reason: "not-owner" | "already-cancelled" | "not-unpaid" };

/** Only the owner cancels, and only while unpaid. */
export function checkCancel(purchase: { userId: string; state: PurchaseState }, uid: string): CancelCheck {
  if (purchase.userId !== uid) return { ok: false, reason: "not-owner" };
  if (purchase.state === "cancelled") return { ok: false, reason: "already-cancelled" };
  if (nextPurchaseState(purchase.state, "cancel") === null) return { ok: false, reason: "not-unpaid" };
  return { ok: true };
}

/**
 * What marking a purchase shipped changes. The purchase and its payment record must never
 * disagree: a shipped purchase with an unshipped payment record is repaired by the same call.
 */
export type ShipmentPlan =
  { kind: "refused"; message: string } | { kind: "apply"; shipPurchase: boolean; markPayment: boolean };

export function planShipment(
  purchaseState: PurchaseState,
  payment: { shipment: boolean } | null,
): ShipmentPlan {
  const markPayment = payment !== null && !payment.shipment;
  if (purchaseState === "shipped") return { kind: "apply", shipPurchase: false, markPayment };
  if (nextPurchaseState(purchaseState, "ship") === null) {
    return {
      kind: "refused",
      message: purchaseState === "cancelled" ? CANCELLED_NOT_SHIPPABLE_MESSAGE : NOT_SHIPPABLE_MESSAGE,
    };
  }
  return { kind: "apply", shipPurchase: true, markPayment };
}

/** 1 when the shipment changed anything, 0 when everything was already shipped. */
export function shipmentModifiedCount(plan: ShipmentPlan): 0 | 1 {
  return plan.kind === "apply" && (plan.shipPurchase || plan.markPayment) ? 1 : 0;
}
