/**
 * Server-side rules of a purchase's life beyond the state machine: who may cancel, what a
 * shipment changes, which purchases a customer's list shows. Pure; used by the functions.
 */
import { nextPurchaseState, type PurchaseState } from "./purchase-state.js";

/** Cancelled purchases are kept for history but not listed. */
export const LISTED_PURCHASE_STATES = [
  "unpaid",
  "paid",
  "shipped",
] as const satisfies readonly PurchaseState[];

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
