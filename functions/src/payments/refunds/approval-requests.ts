/**
 * Issue 52, a second look: a staff refund above REFUND_APPROVAL_CENTS becomes a request in
 * `refundApprovals` (server only), mailed to the shop and written to the audit trail in the same
 * transaction. One open request per line, or per return (a received return's share above the limit):
 * asking again answers the open one.
 */
import type { Query, Transaction } from "firebase-admin/firestore";
import {
  REFUND_APPROVAL_MESSAGES,
  refundApprovalRequestedMail,
  type Purchase,
  type RefundApproval,
  type RefundApprovalAnswer,
} from "@shop/domain";
import { mailContext, queueMail, shopEmail } from "../../mail/index.js";
import { recordAudit } from "../../platform/audit/audit-trail.js";
import type { Caller } from "../../platform/caller.js";
import { inTransaction } from "../../platform/firestore.js";
import { txQuery } from "../../platform/reads.js";
import { refundApprovalsCol } from "../data.js";

/** The trail's entry of a step of a request: its state (and amount) before and after. */
export function auditApproval(
  tx: Transaction,
  actor: Caller,
  id: string,
  before: RefundApproval | null,
  after: RefundApproval,
): void {
  const facts = (a: RefundApproval) => ({
    state: a.state,
    purchaseId: a.purchaseId,
    ...(a.returnId ? { returnId: a.returnId } : {}),
    amountCents: a.amountCents,
    currency: a.currency,
  });
  recordAudit(tx, actor, {
    kind: "refund-approval",
    path: refundApprovalsCol.doc(id).path,
    before: before ? facts(before) : null,
    after: { ...facts(after), ...(after.declineReason ? { declineReason: after.declineReason } : {}) },
  });
}

/** What a request asks to refund: what is left of a line, or a received return's share of it. */
interface ApprovalSubject {
  purchaseId: string;
  purchase: Purchase;
  amountCents: number;
  restock: boolean | null;
  reason: string;
  /** A return's refund: the return (null for a line's). */
  ret: { id: string; rmaNumber: string } | null;
}

/** Asks for a second look at refunding `left` of the line (or answers the line's open request). */
export async function requestRefundApproval(
  by: Caller,
  purchaseId: string,
  line: { purchase: Purchase; left: number },
  restock: boolean | undefined,
): Promise<RefundApprovalAnswer> {
  const subject = {
    purchaseId,
    purchase: line.purchase,
    amountCents: line.left,
    restock: restock ?? null,
    reason: REFUND_APPROVAL_MESSAGES.reason,
    ret: null,
  };
  const requested = refundApprovalsCol
    .where("purchaseId", "==", purchaseId)
    .where("state", "==", "requested");
  // A return's open request is not the line's (requests from before returns asked have no returnId).
  return askApproval(by, subject, requested, (a) => !a.returnId);
}

/**
 * Asks for a second look at a received return's refund (its share of the line): one request per
 * return — asking again answers the open one, or an approved one whose refund is still to be made.
 */
export async function requestReturnRefundApproval(
  by: Caller,
  ret: { id: string; rmaNumber: string; purchaseId: string },
  purchase: Purchase,
  amountCents: number,
): Promise<RefundApprovalAnswer> {
  const subject = {
    purchaseId: ret.purchaseId,
    purchase,
    amountCents,
    restock: null,
    reason: `${REFUND_APPROVAL_MESSAGES.returnReason} ${ret.rmaNumber}`,
    ret: { id: ret.id, rmaNumber: ret.rmaNumber },
  };
  const open = (a: RefundApproval) =>
    a.state === "requested" || (a.state === "approved" && a.refundId === null);
  return askApproval(by, subject, refundApprovalsCol.where("returnId", "==", ret.id), open);
}

/** The request, in one transaction with its mail to the shop and its trail entry; or the open one. */
async function askApproval(
  by: Caller,
  subject: ApprovalSubject,
  candidates: Query<RefundApproval>,
  open: (a: RefundApproval) => boolean,
): Promise<RefundApprovalAnswer> {
  return inTransaction(async (tx) => {
    const existing = (await txQuery(tx, candidates)).docs.find((d) => open(d.data()));
    if (existing) return { _id: existing.id, ...existing.data() };
    const ref = refundApprovalsCol.doc();
    const now = Date.now();
    const approval: RefundApproval = {
      purchaseId: subject.purchaseId,
      ...(subject.ret ? { returnId: subject.ret.id, rmaNumber: subject.ret.rmaNumber } : {}),
      orderId: subject.purchase.orderId ?? null,
      amountCents: subject.amountCents,
      currency: subject.purchase.currency ?? "usd",
      reason: subject.reason,
      restock: subject.restock,
      state: "requested",
      requestedBy: { uid: by.uid, email: by.email },
      requestedAt: now,
      decidedBy: null,
      decidedAt: null,
      declineReason: null,
      refundId: null,
      updatedAt: now,
    };
    tx.create(ref, approval);
    queueMail(tx, {
      to: shopEmail(),
      kind: "shop-refund-approval-requested",
      message: refundApprovalRequestedMail(mailContext(), ref.id, approval),
      purchaseId: subject.purchaseId,
      orderId: approval.orderId,
    });
    auditApproval(tx, by, ref.id, null, approval);
    return { _id: ref.id, ...approval };
  });
}
