/** To the shop: a card dispute opened, and the reminder before its evidence is due. */
import {
  DISPUTE_REMINDER_DAYS,
  disputeDueDay,
  formatMinorUnits,
  type DisputeRecord,
} from "../dispute/dispute.js";
import type { MailMessage } from "./outbox.js";
import { renderMail, type MailContext } from "./render.js";

function disputeLines(d: DisputeRecord) {
  return [
    { label: "Order", value: d.orderId ?? "unknown" },
    { label: "Amount", value: formatMinorUnits(d.amountCents, d.currency) },
    { label: "Reason", value: d.reason.replaceAll("_", " ") },
    { label: "Evidence due by", value: disputeDueDay(d.evidenceDueBy) },
    { label: "Payment", value: d.paymentIntentId },
    { label: "Dispute", value: d.id },
  ];
}

/** To the shop, when a dispute opens: 'Dispute opened: order <id>, answer by <date>'. */
export function disputeOpenedMail(ctx: MailContext, d: DisputeRecord): MailMessage {
  return renderMail({
    subject: `Dispute opened: order ${d.orderId ?? d.paymentIntentId}, answer by ${disputeDueDay(d.evidenceDueBy)}`,
    greeting:
      "A customer's bank has disputed a card payment. Answer with evidence before the deadline, or the dispute is lost with its fee.",
    lines: disputeLines(d),
    action: { label: "Answer the dispute", href: `${ctx.shopUrl}/dashboard/disputes` },
  });
}

/** To the shop, three days before the deadline of a dispute still unanswered. */
export function disputeReminderMail(ctx: MailContext, d: DisputeRecord): MailMessage {
  return renderMail({
    subject: `Dispute deadline in ${DISPUTE_REMINDER_DAYS} days: order ${d.orderId ?? d.paymentIntentId}, answer by ${disputeDueDay(d.evidenceDueBy)}`,
    greeting: "This dispute has no answer yet. Without evidence before the deadline it is lost with its fee.",
    lines: disputeLines(d),
    action: { label: "Answer the dispute", href: `${ctx.shopUrl}/dashboard/disputes` },
  });
}
