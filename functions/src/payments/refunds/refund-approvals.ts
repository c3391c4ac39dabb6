/**
 * Issue 52, a second look: another staff member allowed to refund approves (the refund is made as
 * POST /purchase/:id/refund makes it, idempotently, within what is left of the line now) or
 * declines a request. The decision is taken in one transaction (the request's state, the trail's
 * entry and the requester's mail), so of two concurrent decisions exactly one wins; the refund
 * follows it. An approval whose refund did not finish is approved again by its approver (retry).
 * A return's request (`returnId`) refunds the return's share through the returns' port.
 */
import {
  REFUND_APPROVAL_MESSAGES,
  REFUND_MESSAGES,
  checkRefundDecision,
  refundApprovalDecidedMail,
  type RefundApproval,
  type RefundApprovalAnswer,
  type RefundApprovalDecision,
  type RefundApprovalState,
} from "@shop/domain";
import { mailContext, queueMail } from "../../mail/index.js";
import { AppError } from "../../platform/app-error.js";
import { inTransaction } from "../../platform/firestore.js";
import { assertRecentSignIn, type Caller } from "../../platform/caller.js";
import { readDoc, readQuery, txRead } from "../../platform/reads.js";
import { refundApprovalsCol } from "../data.js";
import { auditApproval } from "./approval-requests.js";
import { assertRefundWithinRole } from "./refund-limit.js";
import { refundableLine, sendLineRefund } from "./refunds.js";
import { returnRefunds } from "./return-refunds.js";

/** The most requests GET /refund-approvals answers (newest first). */
export const REFUND_APPROVAL_LIST_CAP = 200;

/** GET /refund-approvals?state= → the requests in that state, newest first. */
export async function listRefundApprovals(state: RefundApprovalState): Promise<RefundApprovalAnswer[]> {
  const snap = await readQuery(
    refundApprovalsCol.where("state", "==", state).limit(REFUND_APPROVAL_LIST_CAP),
  );
  return snap.docs.map((d) => ({ _id: d.id, ...d.data() })).sort((a, b) => b.requestedAt - a.requestedAt);
}

/** Takes the decision in one transaction; `retry`: an approval whose refund is still to be made. */
async function decide(
  by: Caller,
  id: string,
  decision: RefundApprovalDecision,
  declineReason: string | null,
): Promise<{ approval: RefundApproval; retry: boolean }> {
  const ref = refundApprovalsCol.doc(id);
  return inTransaction(async (tx) => {
    const before = (await txRead(tx, ref)).data();
    if (!before) throw new AppError("not-found", REFUND_APPROVAL_MESSAGES.notFound);
    const check = checkRefundDecision(before, by.uid, decision);
    if (!check.ok)
      throw check.reason === "own"
        ? new AppError("permission-denied", REFUND_APPROVAL_MESSAGES.own)
        : new AppError("conflict", REFUND_APPROVAL_MESSAGES.decided);
    if (check.retry) return { approval: before, retry: true };
    const now = Date.now();
    const after: RefundApproval = {
      ...before,
      state: decision,
      decidedBy: { uid: by.uid, email: by.email },
      decidedAt: now,
      declineReason,
      updatedAt: now,
    };
    tx.set(ref, after);
    queueMail(tx, {
      to: before.requestedBy.email,
      kind: "shop-refund-approval-decided",
      message: refundApprovalDecidedMail(mailContext(), id, after),
      purchaseId: before.purchaseId,
      orderId: before.orderId,
    });
    auditApproval(tx, by, id, before, after);
    return { approval: after, retry: false };
  });
}

/**
 * POST /refund-approvals/:id/approve: after a recent sign-in, the request approved, then the line
 * refunded (what is left of it now, never more than was approved) — or, for a return's request,
 * the return's refund made as receiving it makes one (through the returns' port).
 */
export async function approveRefund(by: Caller, id: string): Promise<RefundApprovalAnswer> {
  const request = (await readDoc(refundApprovalsCol.doc(id))).data();
  if (!request) throw new AppError("not-found", REFUND_APPROVAL_MESSAGES.notFound);
  assertRecentSignIn(by);
  if (request.returnId) return approveReturnRefund(by, id, request, request.returnId);
  // Checked again before deciding: a line refunded meanwhile, or grown, cannot be approved.
  const line = await refundableLine(request.purchaseId);
  if ("done" in line && request.state === "requested")
    throw new AppError("conflict", REFUND_MESSAGES.alreadyRefunded);
  if (!("done" in line) && line.left > request.amountCents)
    throw new AppError("conflict", REFUND_APPROVAL_MESSAGES.changed);
  // The approver's own role's cap applies too (a support member approves up to SUPPORT_REFUND_LIMIT).
  if (!("done" in line)) await assertRefundWithinRole(by, line.purchase, line.left);
  const { approval } = await decide(by, id, "approved", null);
  const now = await refundableLine(approval.purchaseId);
  const refund =
    "done" in now
      ? now.done.refund
      : (await sendLineRefund(by, approval.purchaseId, now, approval.restock ?? undefined)).refund;
  return recordRefundId(id, approval, refund.id);
}

/**
 * A return's request: its share (not the line's rest) checked, decided, then refunded as the
 * return's own refund — a return refunded meanwhile is not approved, a retry finishes it.
 */
async function approveReturnRefund(
  by: Caller,
  id: string,
  request: RefundApproval,
  returnId: string,
): Promise<RefundApprovalAnswer> {
  const due = await returnRefunds().refundDue(returnId);
  if ("refundId" in due && request.state === "requested")
    throw new AppError("conflict", REFUND_MESSAGES.alreadyRefunded);
  if ("amountCents" in due) {
    if (due.amountCents > request.amountCents)
      throw new AppError("conflict", REFUND_APPROVAL_MESSAGES.changed);
    await assertRefundWithinRole(by, due.purchase, due.amountCents);
  }
  const { approval } = await decide(by, id, "approved", null);
  const { refundId } = await returnRefunds().refund(by, returnId);
  return recordRefundId(id, approval, refundId);
}

async function recordRefundId(
  id: string,
  approval: RefundApproval,
  refundId: string,
): Promise<RefundApprovalAnswer> {
  await refundApprovalsCol.doc(id).update({ refundId, updatedAt: Date.now() });
  return { _id: id, ...approval, refundId };
}

/** POST /refund-approvals/:id/decline `{ reason? }`: nothing is refunded; the requester is mailed. */
export async function declineRefund(
  by: Caller,
  id: string,
  reason: string | undefined,
): Promise<RefundApprovalAnswer> {
  const { approval } = await decide(by, id, "declined", reason ? reason : null);
  return { _id: id, ...approval };
}
