/**
 * Refund approvals (issue 52, "a second look"): a staff refund above REFUND_APPROVAL_CENTS is
 * requested, then approved (the refund is made) or declined by another staff member allowed to
 * refund — never the one who asked. The decision is pure here; the functions apply it in a
 * transaction, so of two concurrent decisions exactly one wins.
 */
import { z } from "zod";

export const REFUND_APPROVAL_STATES = ["requested", "approved", "declined"] as const;
export type RefundApprovalState = (typeof REFUND_APPROVAL_STATES)[number];

export interface RefundApproval {
  purchaseId: string;
  /**
   * A return's refund (its share of the line, refunded as the return's own refund once approved);
   * absent or null: a refund of the whole line (requests from before returns asked).
   */
  returnId?: string | null;
  /** The return's RMA number (with `returnId`), for the approvals' page and mails. */
  rmaNumber?: string | null;
  orderId: string | null;
  amountCents: number;
  currency: string;
  reason: string;
  restock: boolean | null;
  state: RefundApprovalState;
  requestedBy: { uid: string; email: string };
  requestedAt: number;
  decidedBy: { uid: string; email: string } | null;
  decidedAt: number | null;
  /** Why it was declined (optional); null otherwise. */
  declineReason: string | null;
  /** The Stripe refund made once approved (null until then). */
  refundId: string | null;
  updatedAt: number;
}

/** A request as the API answers it (202 from POST /purchase/:id/refund, and the approvals' routes). */
export type RefundApprovalAnswer = RefundApproval & { _id: string };

export const REFUND_APPROVAL_MESSAGES = {
  notFound: "Refund approval not found",
  own: "Another staff member must approve or decline your own refund request",
  decided: "This refund request has already been decided",
  changed: "The order's refundable amount changed since the request: ask for the refund again",
  reason: "Refund requested by staff",
  returnReason: "Refund of a received return",
} as const;

/** POST /refund-approvals/:id/decline `{ reason? }`. */
export const refundApprovalDeclineSchema = z
  .object({
    reason: z
      .string({ error: "reason must be text" })
      .trim()
      .max(500, "reason must be at most 500 characters")
      .optional(),
  })
  .strict();
export type RefundApprovalDecline = z.infer<typeof refundApprovalDeclineSchema>;

/** POST /refund-approvals/:id/approve takes no body (an empty JSON object at most). */
export const refundApprovalApproveSchema = z.object({}).strict();

/** GET /refund-approvals?state= (default: requested). */
export const refundApprovalQuerySchema = z
  .object({
    state: z
      .enum(REFUND_APPROVAL_STATES, { error: `state must be one of ${REFUND_APPROVAL_STATES.join(", ")}` })
      .default("requested"),
  })
  .strip();

export type RefundApprovalDecision = "approved" | "declined";

export type RefundApprovalCheck =
  | { ok: true }
  /** `own`: the requester decides (403); `decided`: no longer requested (409). */
  | { ok: false; reason: "own" | "decided" };

/**
 * Whether `deciderUid` may decide the request now: only a requested one, and never by its
 * requester. Approving an approved request again by its approver is allowed (`retry`): the
 * refund is then made again idempotently when the first try did not finish. Pure.
 */
export function checkRefundDecision(
  approval: Pick<RefundApproval, "state" | "requestedBy" | "decidedBy" | "refundId">,
  deciderUid: string,
  decision: RefundApprovalDecision,
): RefundApprovalCheck & { retry?: boolean } {
  if (approval.requestedBy.uid === deciderUid) return { ok: false, reason: "own" };
  if (approval.state === "requested") return { ok: true };
  const retry =
    decision === "approved" &&
    approval.state === "approved" &&
    approval.refundId === null &&
    approval.decidedBy?.uid === deciderUid;
  return retry ? { ok: true, retry: true } : { ok: false, reason: "decided" };
}
