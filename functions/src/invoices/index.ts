/** Invoices and credit notes: what other areas may use (finding an invoice and its PDF). */
export { findInvoice, invoiceAttachment } from "./documents.js";
export { connectPaymentRecords, creditNotesCol, invoicesCol } from "./data.js";
export { queueCreditNote, queueInvoice, queuePartialCreditNote } from "./queue.js";
