/**
 * Returns started by the customer (issue 33): a shipped line (My Product's delivered row) may be
 * sent back within `DEFAULT_RETURN_DAYS` of its shipment. A return is `requested`, then an admin
 * approves (the customer is sent the return address and the RMA number) or rejects it; once the
 * parcel is back it is `received` (its pieces back in stock when asked) and the returned
 * quantity's share of what was paid is refunded: `refunded`. Pure: `returnRequestRefusal` decides
 * whether a line may be returned, `newReturn` makes the record, and every later change of state
 * goes through ONE function, `applyReturnEvent`. The functions' returns area stores and mails them.
 */
import { z } from "zod";
import type { Cents } from "./money.js";
import { searchTermsOf } from "./search.js";
import type { Page, Purchase, WithId } from "./types.js";

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
  currency: "usd";
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

/** When a line was shipped (its history's shipped step), or null for a line not shipped. */
export function shippedAt(p: Pick<Purchase, "history">): number | null {
  const step = [...p.history].reverse().find((h) => h.state === "shipped");
  return step ? step.at : null;
}

type Returnable = Pick<Purchase, "state" | "history" | "quantity" | "lastReturn" | "returnedQuantity">;

/** Pieces of a line that may still be returned. */
export const returnableQuantity = (p: Pick<Purchase, "quantity" | "returnedQuantity">): number =>
  Math.max(0, p.quantity - (p.returnedQuantity ?? 0));

/** The last moment a line may be returned (epoch ms), or null for a line not shipped. */
export function returnWindowEnd(p: Pick<Purchase, "history">, returnDays: number): number | null {
  const at = shippedAt(p);
  return at === null ? null : at + returnDays * DAY_MS;
}

/**
 * Why `quantity` pieces of this line may not be returned now (the 409's message), or null when they
 * may: delivered (shipped) lines only, within the window, one open return at a time, no more pieces
 * than are left.
 */
export function returnRequestRefusal(
  p: Returnable,
  quantity: number,
  now: number,
  returnDays: number,
): string | null {
  const end = returnWindowEnd(p, returnDays);
  if (p.state !== "shipped" || end === null) return RETURN_MESSAGES.notDelivered;
  if (now > end) return RETURN_MESSAGES.windowClosed;
  if (p.lastReturn && isReturnOpen(p.lastReturn.state)) return RETURN_MESSAGES.alreadyOpen;
  const left = returnableQuantity(p);
  return quantity > left ? tooManyToReturn(left) : null;
}

/** Whether My Product offers Return on this line now (one piece at least). */
export const canRequestReturn = (p: Returnable, now: number, returnDays = DEFAULT_RETURN_DAYS): boolean =>
  returnRequestRefusal(p, 1, now, returnDays) === null;

/**
 * The returned quantity's share of what was paid for the line, in whole cents: the share of all
 * pieces returned so far less what the earlier returns refunded, so the returns of every piece
 * add up to exactly `paidCents`.
 */
export function returnRefundCents(
  paidCents: Cents,
  lineQuantity: number,
  returnedBefore: number,
  quantity: number,
): Cents {
  const upTo = (n: number) => Math.round((paidCents * Math.min(n, lineQuantity)) / lineQuantity);
  return upTo(returnedBefore + quantity) - upTo(returnedBefore);
}

/** The new return's record, as requested by its customer at `at`. */
export function newReturn(input: {
  rmaNumber: string;
  purchaseId: string;
  purchase: Pick<
    Purchase,
    "orderId" | "userId" | "userName" | "userEmail" | "productId" | "productName" | "quantity"
  >;
  request: ReturnRequestInput;
  at: number;
}): ReturnRecord {
  const { purchase: p, request, at } = input;
  return {
    rmaNumber: input.rmaNumber,
    purchaseId: input.purchaseId,
    orderId: p.orderId ?? null,
    userId: p.userId,
    userName: p.userName,
    userEmail: p.userEmail,
    productId: p.productId,
    productName: p.productName,
    quantity: request.quantity,
    lineQuantity: p.quantity,
    reason: request.reason,
    comment: request.comment ?? "",
    state: "requested",
    history: [{ state: "requested", at, by: p.userId }],
    rejectionReason: null,
    restocked: null,
    refund: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** What can happen to a return after it was requested. */
export type ReturnEvent =
  | { type: "approve"; by: string }
  | { type: "reject"; by: string; reason: string }
  | { type: "receive"; by: string; restock: boolean }
  | { type: "refund"; by: string; refund: ReturnRefund };

export type ReturnChange = Pick<ReturnRecord, "state" | "updatedAt" | "history"> & Partial<ReturnRecord>;
export type ReturnOutcome =
  { ok: true; change: ReturnChange; after: ReturnRecord } | { ok: false; refusal: { message: string } };

const FROM: Record<ReturnEvent["type"], { from: ReturnState; to: ReturnState; refused: string }> = {
  approve: { from: "requested", to: "approved", refused: RETURN_MESSAGES.notApprovable },
  reject: { from: "requested", to: "rejected", refused: RETURN_MESSAGES.notRejectable },
  receive: { from: "approved", to: "received", refused: RETURN_MESSAGES.notReceivable },
  refund: { from: "received", to: "refunded", refused: RETURN_MESSAGES.notRefundable },
};

function fieldsOf(event: ReturnEvent): Partial<ReturnRecord> {
  switch (event.type) {
    case "approve":
      return {};
    case "reject":
      return { rejectionReason: event.reason };
    case "receive":
      return { restocked: event.restock };
    case "refund":
      return { refund: event.refund };
  }
}

/**
 * THE transition of a return: the change an event makes at `at` (state, history, the event's
 * fields) and the return afterwards, or the refusal (409) when the event does not apply to its
 * state. requested → approved | rejected; approved → received; received → refunded.
 */
export function applyReturnEvent(current: ReturnRecord, event: ReturnEvent, at: number): ReturnOutcome {
  const rule = FROM[event.type];
  if (current.state !== rule.from) return { ok: false, refusal: { message: rule.refused } };
  const history = [...current.history, { state: rule.to, at, by: event.by }];
  const change: ReturnChange = { ...fieldsOf(event), state: rule.to, updatedAt: at, history };
  return { ok: true, change, after: { ...current, ...change } };
}

/** POST /purchase/:id/returns. */
export const returnRequestSchema = z
  .object({
    quantity: z
      .number({ error: RETURN_MESSAGES.quantity })
      .int(RETURN_MESSAGES.quantity)
      .min(1, RETURN_MESSAGES.quantity)
      .max(1_000_000, RETURN_MESSAGES.quantity),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    comment: z
      .string({ error: RETURN_MESSAGES.comment })
      .trim()
      .max(RETURN_COMMENT_MAX, RETURN_MESSAGES.comment)
      .optional(),
  })
  .strict();
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** POST /returns/:id/approve takes no body (an empty JSON object at most). */
export const returnApproveSchema = z.object({}).strict();

/** POST /returns/:id/reject. */
export const returnRejectSchema = z
  .object({
    reason: z
      .string({ error: RETURN_MESSAGES.rejectionRequired })
      .trim()
      .min(1, RETURN_MESSAGES.rejectionRequired)
      .max(RETURN_REJECTION_MAX, RETURN_MESSAGES.rejectionTooLong),
  })
  .strict();
export type ReturnRejectInput = z.infer<typeof returnRejectSchema>;

/** POST /returns/:id/receive: the pieces go back in stock unless `restock` is false. */
export const returnReceiveSchema = z
  .object({ restock: z.boolean({ error: RETURN_MESSAGES.restock }).default(true) })
  .strict();
export type ReturnReceiveInput = z.input<typeof returnReceiveSchema>;

/** 201 of POST /purchase/:id/returns. */
export interface ReturnRequestedAnswer {
  returnId: string;
  rmaNumber: string;
}
/** Approve, reject, receive: the return afterwards. */
export type ReturnAnswer = WithId<Omit<ReturnRecord, "searchTerms">>;
/** GET /returns (admin): newest first. */
export type ReturnPage = Page<Omit<ReturnRecord, "searchTerms">>;

/** A return's search terms: its RMA number, the customer's email and name, the product, its ids. */
export function returnSearchTerms(id: string, r: ReturnRecord): string[] {
  return searchTermsOf({
    texts: [r.rmaNumber, r.userEmail, r.userName, r.productName],
    ids: [r.rmaNumber, id, r.purchaseId, r.orderId],
  });
}
