/**
 * The trigger's side of numbering: a payment record created (a payment recorded) or marked
 * refunded (a refund recorded) queues an entry in `invoiceQueue` and wakes the serial assigner.
 * Nothing here runs inside the payment's or the refund's transaction: they commit first.
 */
import type { InvoiceMarks, Payment } from "@shop/domain";
import { purchasesCol } from "../orders/index.js";
import { newBatch } from "../platform/firestore.js";
import { readDoc } from "../platform/reads.js";
import { enqueueTask } from "../platform/task-queues.js";
import { creditNoteQueueId, invoiceQueueId, queueCol, type QueueEntry } from "./data.js";

/** The deployed task queue function that numbers what is queued (triggers.ts). */
export const ASSIGNER_FUNCTION = "assignInvoiceNumbers";
/** Longer than numbering.ts's SETTLE_MS: the run this trigger asks for numbers its own entry. */
const ASSIGNER_DELAY_SECONDS = 2;

type Marked = Partial<Payment & InvoiceMarks>;

/** What a change of `payments/{purchaseId}` asks for: an invoice, a credit note, both or nothing. */
export function wantedDocuments(before: Marked | undefined, after: Marked | undefined) {
  const invoice = after !== undefined && before === undefined && !after.invoiceNumber;
  const creditNote =
    after?.refunded === true &&
    typeof after.refundId === "string" &&
    after.refundId !== "" &&
    !after.creditNoteNumber &&
    (before?.refunded !== true || before.refundId !== after.refundId);
  return { invoice, creditNote };
}

/** Queues the payment's invoice and/or its refund's credit note, then wakes the assigner. */
export async function queueForNumbering(
  purchaseId: string,
  before: Marked | undefined,
  after: Marked | undefined,
): Promise<void> {
  const wanted = wantedDocuments(before, after);
  if (!after || (!wanted.invoice && !wanted.creditNote)) return;
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  const orderId = purchase?.orderId ?? null;
  const subjectId = orderId ?? purchaseId;
  const batch = newBatch();
  if (wanted.invoice) {
    const entry: QueueEntry = {
      kind: "invoice",
      recordedAt: after.createdAt ?? Date.now(),
      subjectId,
      orderId,
      purchaseId,
      refundId: null,
    };
    batch.set(queueCol.doc(invoiceQueueId(subjectId)), entry);
  }
  if (wanted.creditNote) {
    const entry: QueueEntry = {
      kind: "credit-note",
      recordedAt: purchase?.refund?.at ?? Date.now(),
      subjectId,
      orderId,
      purchaseId,
      refundId: after.refundId ?? null,
    };
    batch.set(queueCol.doc(creditNoteQueueId(purchaseId)), entry);
  }
  await batch.commit();
  await enqueueTask(ASSIGNER_FUNCTION, {}, { delaySeconds: ASSIGNER_DELAY_SECONDS });
}
