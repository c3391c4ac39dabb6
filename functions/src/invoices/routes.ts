/** Invoices and credit notes as PDFs: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Response, Router } from "express";
import { caller, requireUser } from "../platform/http/auth.js";
import { idParam } from "../platform/http/input.js";
import { creditNoteFile, invoiceFile, type PdfFile } from "./documents.js";

function sendPdf(res: Response, file: PdfFile): void {
  res
    .status(200)
    .set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    })
    .send(file.content);
}

/**
 * GET /orders/:id/invoice.pdf (owner or admin): the invoice of an order, of a purchase ordered on
 * its own, or of the order a purchase is a line of. 404 until the payment is recorded and numbered.
 */
const invoiceHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Order");
  sendPdf(res, await invoiceFile(caller(res), id));
};

/** GET /refunds/:id/credit-note.pdf (owner or admin): `:id` is the Stripe refund id (re_…). */
const creditNoteHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Refund");
  sendPdf(res, await creditNoteFile(caller(res), id));
};

export function invoiceRoutes(r: Router): void {
  r.get("/orders/:id/invoice.pdf", requireUser, invoiceHandler);
  r.get("/refunds/:id/credit-note.pdf", requireUser, creditNoteHandler);
}
