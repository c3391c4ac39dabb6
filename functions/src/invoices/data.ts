/**
 * The invoices' collections (server-only, firestore.rules denies clients): the numbered
 * invoices and credit notes, the per-year counters and the queue of payments and refunds waiting
 * for a number; and this area's view of the payment records and orders it writes its numbers on.
 */
import {
  COLLECTIONS,
  INVOICE_COLLECTIONS,
  creditNoteQueueId,
  invoiceQueueId,
  type InvoiceQueueEntry,
  type CreditNoteDocument,
  type InvoiceDocument,
  type InvoiceMarks,
  type Order,
  type Payment,
} from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const invoicesCol = typedCollection<InvoiceDocument>(INVOICE_COLLECTIONS.invoices);
export const creditNotesCol = typedCollection<CreditNoteDocument>(INVOICE_COLLECTIONS.creditNotes);

/** `invoiceCounters/{INV-2026|CN-2026}`: the last number given in that series and year. */
export interface NumberCounter {
  last: number;
  updatedAt: number;
}
export const countersCol = typedCollection<NumberCounter>(INVOICE_COLLECTIONS.counters);

/**
 * `invoiceQueue/{inv-<orderOrPurchaseId>|cn-<purchaseId>}`: a payment (refund) recorded and not yet
 * numbered. Written in the payment's (refund's) own transaction (queue.ts), removed in the
 * transaction that numbers it.
 */
export type QueueEntry = InvoiceQueueEntry;
export const queueCol = typedCollection<QueueEntry>(INVOICE_COLLECTIONS.queue);
export { creditNoteQueueId, invoiceQueueId };

/** The payment records and orders as this area writes its numbers on them (merge only). */
export const markedPaymentsCol = typedCollection<Payment & InvoiceMarks>(COLLECTIONS.payments);
export const markedOrdersCol = typedCollection<Order & InvoiceMarks>(COLLECTIONS.orders);
