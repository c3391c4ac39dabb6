/**
 * The invoices' collections (server-only, firestore.rules denies clients): the numbered
 * invoices and credit notes, the per-year counters and the queue of payments and refunds waiting
 * for a number. It writes its numbers on the orders (the orders area's collection) and on the
 * payment records, which the payments area hands over at start (app/wiring.ts): payments queue
 * invoices in their own transactions, so this area never imports payments.
 */
import type { CollectionReference } from "firebase-admin/firestore";
import {
  INVOICE_COLLECTIONS,
  creditNoteQueueId,
  invoiceQueueId,
  type InvoiceQueueEntry,
  type CreditNoteDocument,
  type InvoiceDocument,
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

let paymentRecords: CollectionReference<Payment> | null = null;

/** The payments area's collection of payment records, handed over once at start (app/wiring.ts). */
export function connectPaymentRecords(col: CollectionReference<Payment>): void {
  paymentRecords = col;
}

/** The payment records this area reads and writes its numbers on (merge only). */
export function paymentRecordsCol(): CollectionReference<Payment> {
  if (!paymentRecords) throw new Error("invoices: the payment records were not connected (app/wiring.ts)");
  return paymentRecords;
}
