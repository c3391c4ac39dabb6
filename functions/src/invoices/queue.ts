/**
 * How a payment (refund) joins the numbering queue: in the SAME transaction that records it, an
 * entry `invoiceQueue/{inv-<subject>|cn-<purchaseId>}` whose `recordedAt` is the commit time (a
 * server timestamp). A payment and its entry are one write, so the assigner can never number a
 * later payment before an earlier one whose entry is still on its way; a trigger on new entries
 * only wakes the serial assigner (triggers.ts). One entry per payment or refund: no shared
 * document is touched on the payment path.
 */
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import {
  creditNoteQueueEntry,
  invoiceQueueEntry,
  partialCreditNoteQueueEntry,
  partialCreditNoteQueueId,
  type CreditNotePart,
} from "@shop/domain";
import { db } from "../platform/firestore.js";
import { enqueueTask } from "../platform/task-queues.js";
import { creditNoteQueueId, invoiceQueueId, queueCol } from "./data.js";

/** The deployed task queue function that numbers what is queued (triggers.ts). */
export const ASSIGNER_FUNCTION = "assignInvoiceNumbers";
/** Longer than numbering.ts's SETTLE_MS: the run this trigger asks for numbers its own entry. */
const ASSIGNER_DELAY_SECONDS = 2;

/** The raw queue document: its `recordedAt` is a server timestamp sentinel when written. */
const rawEntry = (id: string) => db.collection(queueCol.id).doc(id);

/** In the payment's transaction: the invoice of the order (or single purchase) it paid. */
export function queueInvoice(tx: Transaction, purchaseId: string, orderId: string | null): void {
  const entry = invoiceQueueEntry(purchaseId, orderId);
  tx.set(rawEntry(invoiceQueueId(entry.subjectId)), {
    ...entry,
    recordedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * In the refund's transaction: the credit note of one refunded purchase — with `part`, only what
 * its refund gave back of what was left (the books' plan, issue 47).
 */
export function queueCreditNote(
  tx: Transaction,
  purchaseId: string,
  orderId: string | null,
  refundId: string,
  part?: CreditNotePart,
): void {
  tx.set(rawEntry(creditNoteQueueId(purchaseId)), {
    ...creditNoteQueueEntry(purchaseId, orderId, refundId),
    ...(part ? { part } : {}),
    recordedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * In a partial refund's transaction (a return): its own credit note, numbered in the same series,
 * for the refunded pieces and amount only. One entry per refund, so a line may have several.
 */
export function queuePartialCreditNote(
  tx: Transaction,
  purchaseId: string,
  orderId: string | null,
  refundId: string,
  part: CreditNotePart,
): void {
  tx.set(rawEntry(partialCreditNoteQueueId(purchaseId, refundId)), {
    ...partialCreditNoteQueueEntry(purchaseId, orderId, refundId, part),
    recordedAt: FieldValue.serverTimestamp(),
  });
}

/** A new queue entry wakes the assigner, a little later than the entry's settling time. */
export function wakeAssigner(): Promise<void> {
  return enqueueTask(ASSIGNER_FUNCTION, {}, { delaySeconds: ASSIGNER_DELAY_SECONDS });
}
