/**
 * The shop's reminder three days before a dispute's evidence deadline, when it has not answered:
 * one Cloud Task per dispute and deadline (`remindDisputeDeadline`, scheduled for the reminder's
 * time; a deadline Stripe moves gets a task of its own). The task sends at most one reminder, in
 * the transaction that marks it sent; a task that runs early (Cloud Tasks schedules at most 30
 * days ahead) schedules itself again.
 */
import {
  disputeNeedsReminder,
  disputeReminderAt,
  disputeReminderMail,
  isDisputeOpen,
  type DisputeRecord,
} from "@shop/domain";
import { mailContext, queueMail, shopEmail } from "../mail/index.js";
import { inTransaction } from "../platform/firestore.js";
import { txRead } from "../platform/reads.js";
import { enqueueTask } from "../platform/task-queues.js";
import { disputesCol } from "./data.js";

export const REMINDER_TASK = "remindDisputeDeadline";
/** Cloud Tasks refuses a schedule more than 30 days ahead. */
const MAX_DELAY_SECONDS = 29 * 24 * 3600;

export async function scheduleDisputeReminder(
  d: DisputeRecord,
  now = Date.now(),
  again = false,
): Promise<void> {
  const at = disputeReminderAt(d);
  if (
    at === null ||
    !isDisputeOpen(d.status) ||
    d.evidenceSubmittedAt !== null ||
    d.reminderSentAt !== null
  ) {
    return;
  }
  const delaySeconds = Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((at - now) / 1000)));
  await enqueueTask(
    REMINDER_TASK,
    { disputeId: d.id },
    { id: `dispute-reminder-${d.id}-${d.evidenceDueBy ?? 0}${again ? `-${now}` : ""}`, delaySeconds },
  );
}

/** Runs the reminder task: mails the shop once if the dispute is still unanswered and due. */
export async function remindDispute(
  disputeId: string,
  now = Date.now(),
): Promise<"sent" | "not-due" | "none"> {
  const outcome = await inTransaction(async (tx) => {
    const snap = await txRead(tx, disputesCol.doc(disputeId));
    const d = snap.data();
    if (!d) return { kind: "none" as const };
    if (!disputeNeedsReminder(d, now)) {
      const at = disputeReminderAt(d);
      const waiting = isDisputeOpen(d.status) && d.reminderSentAt === null && d.evidenceSubmittedAt === null;
      return waiting && at !== null && at > now
        ? { kind: "not-due" as const, record: d }
        : { kind: "none" as const };
    }
    tx.update(disputesCol.doc(disputeId), { reminderSentAt: now, updatedAt: now });
    queueMail(tx, {
      to: shopEmail(),
      message: disputeReminderMail(mailContext(), d),
      kind: "shop-dispute-reminder",
      orderId: d.orderId,
      purchaseId: d.purchaseIds[0] ?? null,
    });
    return { kind: "sent" as const };
  });
  if (outcome.kind === "not-due") await scheduleDisputeReminder(outcome.record, now, true);
  return outcome.kind;
}
