/** Refund approvals (issue 52): to the shop when one is requested, to the requester once decided. */
import { formatMinorUnits } from "../dispute/dispute.js";
import type { RefundApproval } from "../refund/approval.js";
import type { MailMessage } from "./outbox.js";
import { mailLink, renderMail, type MailContext } from "./render.js";

export const REFUND_APPROVALS_PAGE = "/dashboard/refundApprovals";

function approvalLines(id: string, a: RefundApproval) {
  return [
    { label: "Request", value: id },
    { label: "Order", value: a.orderId ?? a.purchaseId },
    // A return's refund: which return (its share of the line, not the whole line).
    ...(a.returnId ? [{ label: "Return", value: a.rmaNumber ?? a.returnId }] : []),
    { label: "Amount", value: formatMinorUnits(a.amountCents, a.currency) },
    { label: "Reason", value: a.reason },
    { label: "Requested by", value: a.requestedBy.email },
  ];
}

/** To the shop: a refund above the approval limit waits for a second staff member. */
export function refundApprovalRequestedMail(ctx: MailContext, id: string, a: RefundApproval): MailMessage {
  return renderMail({
    subject: `Refund approval needed: ${formatMinorUnits(a.amountCents, a.currency)} for order ${a.orderId ?? a.purchaseId}`,
    greeting:
      "A refund above the approval limit was requested. Another staff member allowed to refund must approve or decline it.",
    lines: approvalLines(id, a),
    action: { label: "Review the refund", href: mailLink(ctx, REFUND_APPROVALS_PAGE) },
  });
}

/** To the requester: their refund request was approved (and made) or declined. */
export function refundApprovalDecidedMail(ctx: MailContext, id: string, a: RefundApproval): MailMessage {
  const approved = a.state === "approved";
  const amount = formatMinorUnits(a.amountCents, a.currency);
  return renderMail({
    subject: `Refund ${approved ? "approved" : "declined"}: ${amount} for order ${a.orderId ?? a.purchaseId}`,
    greeting: approved
      ? `${a.decidedBy?.email ?? "A staff member"} approved your refund request: the refund is made.`
      : `${a.decidedBy?.email ?? "A staff member"} declined your refund request: nothing was refunded.`,
    lines: [
      ...approvalLines(id, a),
      ...(a.declineReason ? [{ label: "Why declined", value: a.declineReason }] : []),
    ],
    action: { label: "Refund approvals", href: mailLink(ctx, REFUND_APPROVALS_PAGE) },
  });
}
