/**
 * The invoice queue entries a directly written payment record needs (seeds and test fixtures):
 * the functions write them in the payment's own transaction (functions/src/invoices/queue.ts);
 * data written around the functions adds them in the same batch, so its payments are numbered
 * like any other. `recordedAt` is the injected time of a planted past payment, or the commit time.
 */
import { FieldValue, Timestamp, type WriteBatch, type Firestore } from "firebase-admin/firestore";
import {
  INVOICE_COLLECTIONS,
  creditNoteQueueEntry,
  creditNoteQueueId,
  invoiceQueueEntry,
  invoiceQueueId,
} from "@shop/domain";

export interface QueuedPayment {
  purchaseId: string;
  orderId?: string | null;
  /** The refund of this purchase, when it is recorded as refunded too. */
  refundId?: string | null;
  /** When it was recorded (epoch ms); absent: the batch's commit time. */
  recordedAt?: number;
  /** When its refund was recorded (epoch ms); absent: a millisecond after the payment. */
  refundedAt?: number;
}

/** Adds the payment's invoice entry (and its refund's credit note entry) to the batch. */
export function queueForNumbering(batch: WriteBatch, db: Firestore, payment: QueuedPayment): void {
  const queue = db.collection(INVOICE_COLLECTIONS.queue);
  const orderId = payment.orderId ?? null;
  const at = payment.recordedAt;
  const recordedAt = at === undefined ? FieldValue.serverTimestamp() : Timestamp.fromMillis(at);
  const invoice = invoiceQueueEntry(payment.purchaseId, orderId);
  batch.set(queue.doc(invoiceQueueId(invoice.subjectId)), { ...invoice, recordedAt });
  if (payment.refundId) {
    const refundAt = payment.refundedAt ?? (at === undefined ? undefined : at + 1);
    const refundedAt = refundAt === undefined ? recordedAt : Timestamp.fromMillis(refundAt);
    batch.set(queue.doc(creditNoteQueueId(payment.purchaseId)), {
      ...creditNoteQueueEntry(payment.purchaseId, orderId, payment.refundId),
      recordedAt: refundedAt,
    });
  }
}
