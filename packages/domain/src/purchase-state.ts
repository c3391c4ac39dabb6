/**
 * Purchase life cycle (spec §4): created unpaid with a price → paid with a transaction id →
 * shipped. The owner may cancel while unpaid. Nothing ever moves backwards.
 */
export const PURCHASE_STATES = ["unpaid", "paid", "shipped", "cancelled"] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

export type PurchaseEvent = "pay" | "ship" | "cancel";

const TRANSITIONS: Record<PurchaseState, Partial<Record<PurchaseEvent, PurchaseState>>> = {
  unpaid: { pay: "paid", cancel: "cancelled" },
  paid: { ship: "shipped" },
  shipped: {},
  cancelled: {},
};

/** The next state, or null when the event is not allowed from this state. */
export function nextPurchaseState(state: PurchaseState, event: PurchaseEvent): PurchaseState | null {
  return TRANSITIONS[state][event] ?? null;
}

export function canTransition(state: PurchaseState, event: PurchaseEvent): boolean {
  return nextPurchaseState(state, event) !== null;
}

/** How the My Product table shows a purchase (spec §2, row rules). */
export type PurchaseRowKind = "delivered" | "awaiting-payment" | "paid";

export function purchaseRowKind(p: { state: PurchaseState; priceCents: number }): PurchaseRowKind {
  if (p.state === "shipped") return "delivered";
  if (p.state === "unpaid" && p.priceCents > 0) return "awaiting-payment";
  return "paid";
}
