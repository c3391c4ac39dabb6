/**
 * Purchase life cycle (spec §4): created unpaid with a price → paid with a transaction id →
 * shipped. The owner may cancel while unpaid; an unpaid purchase whose hold on the stock ended
 * expires; a paid or shipped one can be refunded in full. Cancelled, expired and refunded are
 * final. Nothing ever moves backwards.
 */
export const PURCHASE_STATES = ["unpaid", "paid", "shipped", "cancelled", "expired", "refunded"] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** How the shop names a purchase's state (the overview, lists). */
export const PURCHASE_STATE_LABELS: Record<PurchaseState, string> = {
  unpaid: "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  refunded: "Refunded",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** How a purchase's history names the step into each state (My History: "Ordered" for placed). */
export const PURCHASE_HISTORY_LABELS: Record<PurchaseState, string> = {
  unpaid: "Ordered",
  paid: PURCHASE_STATE_LABELS.paid,
  shipped: PURCHASE_STATE_LABELS.shipped,
  refunded: PURCHASE_STATE_LABELS.refunded,
  cancelled: PURCHASE_STATE_LABELS.cancelled,
  expired: PURCHASE_STATE_LABELS.expired,
};

export type PurchaseEventType = "pay" | "ship" | "cancel" | "expire" | "refund";

const TRANSITIONS: Record<PurchaseState, Partial<Record<PurchaseEventType, PurchaseState>>> = {
  unpaid: { pay: "paid", cancel: "cancelled", expire: "expired" },
  paid: { ship: "shipped", refund: "refunded" },
  shipped: { refund: "refunded" },
  cancelled: {},
  expired: {},
  refunded: {},
};

/** States after which nothing more happens to a purchase. */
export function isFinalState(state: PurchaseState): boolean {
  return Object.keys(TRANSITIONS[state]).length === 0;
}

/** The next state, or null when the event is not allowed from this state. */
export function nextPurchaseState(state: PurchaseState, event: PurchaseEventType): PurchaseState | null {
  return TRANSITIONS[state][event] ?? null;
}

export function canTransition(state: PurchaseState, event: PurchaseEventType): boolean {
  return nextPurchaseState(state, event) !== null;
}

/** How the My Product table shows a purchase (spec §2, row rules). */
export type PurchaseRowKind =
  "delivered" | "awaiting-payment" | "paid" | "refunded" | "expired" | "cancelled";

/** Each line's real state (issue 47): only a paid line says 'Paid'. */
export function purchaseRowKind(p: { state: PurchaseState; priceCents: number }): PurchaseRowKind {
  switch (p.state) {
    case "refunded":
      return "refunded";
    case "shipped":
      return "delivered";
    case "expired":
      return "expired";
    case "cancelled":
      return "cancelled";
    case "unpaid":
      // The spec's row rule: an unpaid purchase without a price reads as paid (the server never makes one).
      return p.priceCents > 0 ? "awaiting-payment" : "paid";
    case "paid":
      return "paid";
  }
}
