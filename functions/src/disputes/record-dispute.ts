/**
 * A Stripe dispute event applied to the shop: the dispute's record, `dispute` on its order and
 * the order's purchases, the shop's mail when it opens, and its deadline reminder scheduled — all
 * in one transaction (the reminder's task right after). Idempotent without an event log: a
 * redelivered event writes the same state, the opening mail goes with the record's creation only,
 * and an event older than the last applied (or one that would reopen a closed dispute) is ignored.
 */
import {
  disputeEventApplies,
  disputeFromStripe,
  disputeOpenedMail,
  isDisputeFinal,
  type DisputeRecord,
  type OrderDispute,
  type StripeDisputeFacts,
} from "@shop/domain";
import type { Transaction } from "firebase-admin/firestore";
import { mailContext, queueMail, shopEmail } from "../mail/index.js";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import { disputesCol } from "./data.js";
import { findDisputedOrder, type DisputedOrder } from "./disputed-order.js";
import { scheduleDisputeReminder } from "./reminders.js";

const orderDispute = (d: DisputeRecord): OrderDispute => ({
  id: d.id,
  status: d.status,
  reason: d.reason,
  amountCents: d.amountCents,
  currency: d.currency,
  evidenceDueBy: d.evidenceDueBy,
});

/** Writes `dispute` on the order and its purchases (those that exist). */
export function markDisputedOrder(tx: Transaction, record: DisputeRecord): void {
  const mark = { dispute: orderDispute(record), updatedAt: record.updatedAt };
  if (record.orderId) tx.update(ordersCol.doc(record.orderId), mark);
  for (const id of record.purchaseIds) tx.update(purchasesCol.doc(id), { dispute: mark.dispute });
}

function nextRecord(
  facts: ReturnType<typeof disputeFromStripe>,
  current: DisputeRecord | null,
  subject: DisputedOrder,
  created: number,
  eventAt: number,
): DisputeRecord {
  const now = Date.now();
  return {
    id: facts.id,
    status: facts.status,
    reason: facts.reason,
    amountCents: facts.amountCents,
    currency: facts.currency,
    evidenceDueBy: facts.evidenceDueBy,
    orderId: current?.orderId ?? subject.orderId,
    purchaseIds: current?.purchaseIds ?? subject.purchaseIds,
    paymentIntentId: facts.paymentIntentId ?? current?.paymentIntentId ?? "",
    chargeId: facts.chargeId,
    customerEmail: current?.customerEmail ?? subject.customerEmail,
    createdAt: current?.createdAt ?? created * 1000,
    updatedAt: now,
    lastEventAt: Math.max(eventAt, current?.lastEventAt ?? 0),
    evidenceSubmittedAt: current?.evidenceSubmittedAt ?? null,
    reminderSentAt: current?.reminderSentAt ?? null,
    closedAt: current?.closedAt ?? (isDisputeFinal(facts.status) ? now : null),
  };
}

/** Applies one `charge.dispute.*` event (its `created`, unix seconds). Null when it changed nothing. */
export async function recordDisputeEvent(
  dispute: StripeDisputeFacts,
  eventCreated: number,
): Promise<DisputeRecord | null> {
  const facts = disputeFromStripe(dispute);
  const known = await readDoc(disputesCol.doc(facts.id));
  const subject = known.exists ? null : await findDisputedOrder(facts.paymentIntentId);
  const record = await inTransaction(async (tx) => {
    const snap = await txRead(tx, disputesCol.doc(facts.id));
    const current = snap.exists ? (snap.data() ?? null) : null;
    if (!disputeEventApplies(current, eventCreated, facts.status)) return null;
    const base = subject ?? { orderId: null, purchaseIds: [], customerEmail: null };
    const next = nextRecord(facts, current, base, dispute.created, eventCreated);
    tx.set(disputesCol.doc(facts.id), next);
    markDisputedOrder(tx, next);
    if (!current) {
      queueMail(tx, {
        to: shopEmail(),
        message: disputeOpenedMail(mailContext(), next),
        kind: "shop-dispute-opened",
        orderId: next.orderId,
        purchaseId: next.purchaseIds[0] ?? null,
      });
    }
    return next;
  });
  if (record) await scheduleDisputeReminder(record);
  return record;
}
