/**
 * A return's record and words (issue 33): its collections, states and labels, reasons, limits,
 * messages, RMA numbers and what a purchase shows of it.
 */
import type { Currency } from "../currency/currency.js";
import type { Cents } from "../core/money.js";

export const RETURN_COLLECTIONS = {
  /** `returns/{id}` (server-only): one per return. */
  returns: "returns",
  /** `returnCounters/{RMA-2026}`: the last RMA number given that year (server-only). */
  counters: "returnCounters",
} as const;

export const RETURN_STATES = ["requested", "approved", "rejected", "received", "refunded"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** How the shop names a return's state (My Product, Returns). */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
  refunded: "Refunded",
};

/** States in which a return is still open: a line has at most one open return. */
export const RETURN_OPEN_STATES: readonly ReturnState[] = ["requested", "approved", "received"];
export const isReturnOpen = (state: ReturnState): boolean => RETURN_OPEN_STATES.includes(state);

export const RETURN_REASONS = ["Damaged", "Not as described", "Changed my mind", "Other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Days after its shipment during which a line may be returned (the functions' RETURN_DAYS). */
export const DEFAULT_RETURN_DAYS = 30;
export const DAY_MS = 24 * 3600 * 1000;
export const RETURN_PAGE_SIZE = 20;
export const RETURN_COMMENT_MAX = 1000;
export const RETURN_REJECTION_MAX = 500;

export const RETURN_MESSAGES = {
  notDelivered: "Only delivered purchases can be returned",
  windowClosed: "The return window for this purchase has closed",
  alreadyOpen: "A return is already open for this purchase",
  nothingLeft: "Every piece of this purchase has been returned already",
  notFound: "Return not found",
  notYours: "Only the customer who ordered can return this purchase",
  quantity: "Quantity must be a whole number of at least 1",
  reason: `Reason must be one of ${RETURN_REASONS.join(", ")}`,
  comment: `The comment can be at most ${RETURN_COMMENT_MAX} characters`,
  rejectionRequired: "Please write why the return is rejected",
  rejectionTooLong: `The reason can be at most ${RETURN_REJECTION_MAX} characters`,
  restock: "restock must be true or false",
  notApprovable: "Only a requested return can be approved",
  notRejectable: "Only a requested return can be rejected",
  notReceivable: "Only an approved return can be marked received",
  notRefundable: "Only a received return can be refunded",
} as const;

/** "Only 2 pieces of this purchase can still be returned". */
export const tooManyToReturn = (left: number): string =>
  left <= 0
    ? RETURN_MESSAGES.nothingLeft
    : `Only ${left} ${left === 1 ? "piece" : "pieces"} of this purchase can still be returned`;

/** `RMA-2026-000001`: the year the return was requested (UTC) and its number in that year. */
export const RMA_PATTERN = /^RMA-\d{4}-\d{6}$/;
export function formatRmaNumber(year: number, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1 || seq > 999_999) {
    throw new RangeError(`RMA number ${seq} is outside 1…999999`);
  }
  return `RMA-${year}-${String(seq).padStart(6, "0")}`;
}
export const rmaCounterId = (year: number): string => `RMA-${year}`;

export interface ReturnHistoryEntry {
  state: ReturnState;
  at: number;
  /** The customer's uid (requested) or the admin's. */
  by: string;
}

/** The refund of a return: the returned quantity's share of what was paid for the line. */
export interface ReturnRefund {
  /** Stripe's refund id (re_…): its credit note is downloaded with it. */
  id: string;
  amountCents: Cents;
  /** The order's currency (Stripe refunds a charge in its own). */
  currency: Currency;
  at: number;
}

/** `returns/{id}`: one return of some pieces of one line. */
export interface ReturnRecord {
  rmaNumber: string;
  purchaseId: string;
  orderId: string | null;
  userId: string;
  userName: string;
  userEmail: string;
  productId: string;
  productName: string;
  /** Pieces sent back (at most the line's, less those returned before). */
  quantity: number;
  /** The line's pieces, for the share of its price. */
  lineQuantity: number;
  reason: ReturnReason;
  comment: string;
  state: ReturnState;
  history: ReturnHistoryEntry[];
  /** Why an admin rejected it (mailed to the customer). */
  rejectionReason: string | null;
  /** Whether the pieces went back in stock when received; null before. */
  restocked: boolean | null;
  refund: ReturnRefund | null;
  createdAt: number;
  updatedAt: number;
  /** When its customer was erased (issue 50): kept for the books, without the customer's account. */
  erasedAt?: number;
  /** The Returns table's search (server-only; never answered). */
  searchTerms?: string[];
}

/** What a purchase shows of its latest return (`purchase.lastReturn`, on My Product). */
export interface PurchaseReturnSummary {
  id: string;
  rmaNumber: string;
  state: ReturnState;
  quantity: number;
  updatedAt: number;
  /** Its refund once refunded (its credit note is downloaded with it). */
  refundId: string | null;
}

export const returnSummary = (id: string, r: ReturnRecord): PurchaseReturnSummary => ({
  id,
  rmaNumber: r.rmaNumber,
  state: r.state,
  quantity: r.quantity,
  updatedAt: r.updatedAt,
  refundId: r.refund?.id ?? null,
});
