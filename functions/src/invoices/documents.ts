/**
 * Finding an invoice or the credit notes of a refund for the caller, and their PDFs: the
 * services behind GET /orders/:id/invoice.pdf and GET /refunds/:id/credit-note.pdf and the
 * 'payment received' mail's attachment.
 */
import { INVOICE_MESSAGES, type CreditNoteDocument, type InvoiceDocument } from "@shop/domain";
import { purchasesCol } from "../orders/index.js";
import { AppError } from "../platform/app-error.js";
import { staffMayRead, type Caller } from "../platform/caller.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { creditNotesCol, invoicesCol } from "./data.js";
import { creditNotesPdf, invoicePdf } from "./pdf.js";

export interface PdfFile {
  filename: string;
  content: Buffer;
}

async function invoiceOfSubject(subjectId: string): Promise<InvoiceDocument | undefined> {
  const snap = await readQuery(invoicesCol.where("subjectId", "==", subjectId).limit(1));
  return snap.docs[0]?.data();
}

/**
 * The invoice of an order, of a purchase ordered on its own, or of the order a purchase is a line
 * of (the id may be any of them); undefined before the payment is recorded and numbered.
 */
export async function findInvoice(id: string): Promise<InvoiceDocument | undefined> {
  const direct = await invoiceOfSubject(id);
  if (direct) return direct;
  const orderId = (await readDoc(purchasesCol.doc(id))).data()?.orderId;
  return orderId ? invoiceOfSubject(orderId) : undefined;
}

function authorise(c: Caller, owner: string): void {
  if (c.uid !== owner && !staffMayRead(c, "orders", "refunds", "books"))
    throw new AppError("permission-denied", INVOICE_MESSAGES.notYours);
}

/** GET /orders/:id/invoice.pdf: the owner's or an admin's; 404 until the payment has its invoice. */
export async function invoiceFile(c: Caller, id: string): Promise<PdfFile> {
  const invoice = await findInvoice(id);
  if (!invoice) throw new AppError("not-found", INVOICE_MESSAGES.invoiceNotFound);
  authorise(c, invoice.userId);
  return { filename: `${invoice.number}.pdf`, content: await invoicePdf(invoice) };
}

/** The credit notes of one Stripe refund, in number order (several: a whole order refunded in Stripe). */
export async function creditNotesOfRefund(refundId: string): Promise<CreditNoteDocument[]> {
  const snap = await readQuery(creditNotesCol.where("refundId", "==", refundId).limit(50));
  return snap.docs.map((d) => d.data()).sort((a, b) => (a.number < b.number ? -1 : 1));
}

/** GET /refunds/:id/credit-note.pdf: the owner's or an admin's; 404 until the refund has its credit note. */
export async function creditNoteFile(c: Caller, refundId: string): Promise<PdfFile> {
  const notes = await creditNotesOfRefund(refundId);
  const first = notes[0];
  if (!first) throw new AppError("not-found", INVOICE_MESSAGES.creditNoteNotFound);
  for (const n of notes) authorise(c, n.userId);
  const name = notes.length === 1 ? first.number : `${first.number}-and-${notes.length - 1}-more`;
  return { filename: `${name}.pdf`, content: await creditNotesPdf(notes) };
}

/** The mail attachment `{ source: "invoice", id }`: the invoice PDF once numbered, null until then. */
export async function invoiceAttachment(subjectId: string) {
  const invoice = await invoiceOfSubject(subjectId);
  if (!invoice) return null;
  return {
    filename: `${invoice.number}.pdf`,
    content: await invoicePdf(invoice),
    contentType: "application/pdf",
  };
}
