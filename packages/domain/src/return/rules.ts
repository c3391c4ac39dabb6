/**
 * Whether and how much of a line may be returned: its shipment, the return window, the refusal
 * messages, the returned pieces' share of what was paid, and a new return's record.
 */
import type { Cents } from "../core/money.js";
import type { Purchase } from "../purchase/types.js";
import {
  DAY_MS,
  DEFAULT_RETURN_DAYS,
  RETURN_MESSAGES,
  isReturnOpen,
  tooManyToReturn,
  type ReturnRecord,
} from "./record.js";
import type { ReturnRequestInput } from "./schemas.js";

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
