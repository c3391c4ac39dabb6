/**
 * Issue 52, a second look: a staff refund above REFUND_APPROVAL_CENTS becomes a request in
 * `refundApprovals` (server only), mailed to the shop and written to the audit trail in the same
 * transaction. One open request per line: asking again answers the open one.
 */
import type { Transaction } from "firebase-admin/firestore";
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

/** Asks for a second look at refunding `left` of the line (or answers the line's open request). */
export async function requestRefundApproval(
  by: Caller,
  purchaseId: string,
  line: { purchase: Purchase; left: number },
  restock: boolean | undefined,
): Promise<RefundApprovalAnswer> {
  const open = refundApprovalsCol
    .where("purchaseId", "==", purchaseId)
    .where("state", "==", "requested")
    .limit(1);
  return inTransaction(async (tx) => {
    const existing = (await txQuery(tx, open)).docs[0];
    if (existing) return { _id: existing.id, ...existing.data() };
    const ref = refundApprovalsCol.doc();
    const now = Date.now();
    const approval: RefundApproval = {
      purchaseId,
      orderId: line.purchase.orderId ?? null,
      amountCents: line.left,
      currency: line.purchase.currency ?? "usd",
      reason: REFUND_APPROVAL_MESSAGES.reason,
      restock: restock ?? null,
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
      purchaseId,
      orderId: approval.orderId,
    });
    auditApproval(tx, by, ref.id, null, approval);
    return { _id: ref.id, ...approval };
  });
}
