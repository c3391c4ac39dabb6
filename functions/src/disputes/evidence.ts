/**
 * An admin's answer to a dispute: the text goes to Stripe as the dispute's evidence
 * (`uncategorized_text`, submitted at once), and Stripe's answer is recorded (Stripe's events
 * follow and change nothing more). The same text sent twice is one Stripe call (idempotency key
 * per dispute and text).
 */
import { createHash } from "node:crypto";
import {
  DISPUTE_MESSAGES,
  disputeFromStripe,
  isDisputeFinal,
  isDisputeOpen,
  type DisputeRecord,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { stripe } from "../platform/config.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import { callStripe } from "../platform/stripe/stripe-calls.js";
import { disputesCol } from "./data.js";
import { markDisputedOrder } from "./record-dispute.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import type { Caller } from "../platform/caller.js";

export async function submitDisputeEvidence(
  actor: Caller,
  disputeId: string,
  text: string,
): Promise<DisputeRecord> {
  const snap = await readDoc(disputesCol.doc(disputeId));
  const before = snap.data();
  if (!before) throw new AppError("not-found", DISPUTE_MESSAGES.notFound);
  if (!isDisputeOpen(before.status)) throw new AppError("conflict", DISPUTE_MESSAGES.notOpen);
  const key = `dispute-evidence-${disputeId}-${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
  const answer = await callStripe(
    () =>
      stripe().disputes.update(
        disputeId,
        { evidence: { uncategorized_text: text }, submit: true },
        {
          idempotencyKey: key,
        },
      ),
    { notFound: DISPUTE_MESSAGES.notFound },
  );
  const facts = disputeFromStripe(answer);
  return inTransaction(async (tx) => {
    const current = (await txRead(tx, disputesCol.doc(disputeId))).data() ?? before;
    const now = Date.now();
    // An event applied meanwhile may already have closed it: a final status is never undone.
    const status = isDisputeFinal(current.status) ? current.status : facts.status;
    const next: DisputeRecord = {
      ...current,
      status,
      evidenceSubmittedAt: current.evidenceSubmittedAt ?? now,
      closedAt: current.closedAt ?? (isDisputeFinal(status) ? now : null),
      updatedAt: now,
    };
    tx.set(disputesCol.doc(disputeId), next);
    markDisputedOrder(tx, next);
    recordAudit(tx, actor, {
      kind: "dispute-evidence",
      path: disputesCol.doc(disputeId).path,
      before: { status: current.status },
      after: { status, evidenceCharacters: text.length },
    });
    return next;
  });
}
