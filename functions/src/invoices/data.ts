/**
 * The invoices' collections (server-only, firestore.rules denies clients): the numbered
 * invoices and credit notes, the per-year counters and the queue of payments and refunds waiting
 * for a number; and this area's view of the payment records and orders it writes its numbers on.
 */
import {
  COLLECTIONS,
  INVOICE_COLLECTIONS,
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
 * numbered. Written by the trigger on payment records, removed in the transaction that numbers it.
 */
export interface QueueEntry {
  kind: "invoice" | "credit-note";
  /** When the payment (refund) was recorded (epoch ms): the numbering order and year. */
  recordedAt: number;
  /** The order id, or the purchase id of a purchase ordered on its own. */
  subjectId: string;
  orderId: string | null;
  /** The purchase whose payment record woke the trigger. */
  purchaseId: string;
  refundId: string | null;
}
export const queueCol = typedCollection<QueueEntry>(INVOICE_COLLECTIONS.queue);

export const invoiceQueueId = (subjectId: string) => `inv-${subjectId}`;
export const creditNoteQueueId = (purchaseId: string) => `cn-${purchaseId}`;

/** The payment records and orders as this area writes its numbers on them (merge only). */
export const markedPaymentsCol = typedCollection<Payment & InvoiceMarks>(COLLECTIONS.payments);
export const markedOrdersCol = typedCollection<Order & InvoiceMarks>(COLLECTIONS.orders);
