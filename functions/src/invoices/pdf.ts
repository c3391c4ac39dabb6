/**
 * The PDFs of invoices and credit notes, drawn with pdfkit from the stored documents (so the same
 * document always renders the same content). The standard Helvetica fonts need no font files;
 * they cover Latin-1 and Windows-1252, and any other character prints as "?".
 */
import type PDFKit from "pdfkit";
import {
  DOCUMENT_WORDS,
  formatMoney,
  formatMoneyIn,
  taxLineLabel,
  type DocumentWords,
  type Locale,
  type DestinationTax,
  type Buyer,
  type CreditNoteDocument,
  type InvoiceDocument,
  type InvoiceLine,
  type Seller,
} from "@shop/domain";

type Pdf = InstanceType<typeof PDFKit>;

/**
 * pdfkit is loaded on the first PDF, not with the functions: every function shares one bundle, and
 * loading pdfkit (~120 ms of CPU) at start would lengthen every instance's cold start — the API's,
 * the webhook's, each trigger's — for the few requests that draw a PDF.
 */
let pdfkit: Promise<typeof PDFKit> | undefined;
const loadPdfKit = () => (pdfkit ??= import("pdfkit").then((m) => m.default));

const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text the standard fonts can print: Latin-1 and Windows-1252, anything else as "?". */
export function printable(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\n") return ch;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return " ";
    return code <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : "?";
  }).join("");
}

/** A date as the document's language writes it: "24 November 2026 (UTC)", "24. November 2026 (UTC)". */
const dateOf = (w: DocumentWords, ms: number) =>
  `${new Intl.DateTimeFormat(w.intl, { dateStyle: "long", timeZone: "UTC" }).format(ms)} (UTC)`;

async function render(title: string, created: number, draw: (doc: Pdf) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: title, Author: "Gimbal Shop", CreationDate: new Date(created) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function parties(doc: Pdf, seller: Seller, buyer: Buyer): void {
  const w = wordsOf(doc);
  const top = doc.y;
  doc.font("Helvetica-Bold").fontSize(10).text(printable(w.seller), 50, top);
  doc
    .font("Helvetica")
    .text(printable(`${seller.name}\n${seller.address}\n${w.taxNumber}: ${seller.taxNumber}`), 50, doc.y, {
      width: 230,
    });
  const sellerEnd = doc.y;
  doc.font("Helvetica-Bold").text(printable(w.billTo), 310, top);
  doc
    .font("Helvetica")
    .text(printable(`${buyer.name}\n${buyer.email}\n${buyer.address}`), 310, doc.y, { width: 235 });
  if (buyer.taxId) doc.text(printable(`${w.buyerTaxId}: ${buyer.taxId}`), 310, doc.y, { width: 235 });
  doc.y = Math.max(sellerEnd, doc.y) + 16;
}

const COLS = { product: 50, quantity: 300, unit: 360, amount: 460 } as const;

function row(doc: Pdf, cells: [string, string, string, string], bold = false): void {
  const y = doc.y;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
  doc.text(printable(cells[0]), COLS.product, y, { width: 240 });
  const end = doc.y;
  doc.text(cells[1], COLS.quantity, y, { width: 50, align: "right" });
  doc.text(cells[2], COLS.unit, y, { width: 90, align: "right" });
  doc.text(cells[3], COLS.amount, y, { width: 85, align: "right" });
  doc.y = Math.max(end, doc.y) + 4;
  doc.x = 50;
}

/**
 * The document's amounts in its currency ("$1,234.50", "1.234,50 €", "£1,234.50"); a narrow
 * no-break space (French grouping) prints as a no-break space, which the standard fonts have.
 */
const currencyOf = new WeakMap<Pdf, string>();
/** The document's language (issue 51): its words, dates and amounts. */
const localeOf = new WeakMap<Pdf, Locale>();
function useCurrency(doc: Pdf, currency: string, locale: Locale = "en"): void {
  currencyOf.set(doc, currency.toLowerCase());
  localeOf.set(doc, locale);
}
const wordsOf = (doc: Pdf): DocumentWords => DOCUMENT_WORDS[localeOf.get(doc) ?? "en"];
function money(doc: Pdf, cents: number): string {
  const currency = currencyOf.get(doc) ?? "usd";
  const locale = localeOf.get(doc) ?? "en";
  const text =
    locale === "en" ? formatMoney(cents, currency) : formatMoneyIn(cents, currency, wordsOf(doc).intl);
  return text.replace(/\u202f/g, "\u00a0");
}

function lines(doc: Pdf, items: readonly InvoiceLine[]): void {
  row(doc, wordsOf(doc).columns, true);
  for (const l of items) {
    row(doc, [l.productName, String(l.quantity), money(doc, l.unitPriceCents), money(doc, l.amountCents)]);
  }
  doc.moveDown(0.5);
}

function total(doc: Pdf, label: string, cents: number, bold = false): void {
  row(doc, [label, "", "", money(doc, cents)], bold);
}

/** The invoice as a PDF, in its order's language. */
export function invoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const w = DOCUMENT_WORDS[inv.locale ?? "en"];
  return render(w.invoice(inv.number), inv.createdAt, (doc) => {
    useCurrency(doc, inv.currency, inv.locale);
    doc
      .font("Helvetica-Bold")
      .fontSize(20)
      .text(printable(w.invoice(inv.number)));
    doc.font("Helvetica").fontSize(10).moveDown(0.3);
    doc.text(printable(`${w.dateOfPayment}: ${dateOf(w, inv.paidAt)}`));
    doc.text(`${w.transaction}: ${inv.transactionId}`);
    if (inv.orderId) doc.text(`${w.order}: ${inv.orderId}`);
    doc.moveDown();
    parties(doc, inv.seller, inv.buyer);
    lines(doc, inv.lines);
    total(doc, w.subtotal, inv.subtotalCents);
    const code = inv.promoCode ? ` (${inv.promoCode})` : "";
    // No zero lines on documents (issue 47): a discount only when there was one.
    if (inv.discountCents > 0) total(doc, `${w.discount}${code}`, -inv.discountCents);
    if (inv.destinationTax) destinationTotals(doc, inv.destinationTax, inv.netCents);
    else if (inv.taxRatePercent !== undefined) {
      // Numbered before issue 31 with the one configured rate: printed as it was issued.
      total(doc, "Net amount (excl. tax)", inv.netCents);
      total(doc, `Tax ${inv.taxRatePercent}% (included in the prices)`, inv.taxCents);
    }
    // Otherwise an order placed before tax by destination: no tax line is invented.
    total(doc, w.totalPaid(inv.currency), inv.totalCents, true);
  });
}

/** Shipping, the net amount, tax per jurisdiction and rate ('VAT 19 % (DE)'), and 'Reverse charge'. */
function destinationTotals(doc: Pdf, t: DestinationTax, netCents: number): void {
  const w = wordsOf(doc);
  if (t.shippingCents > 0) total(doc, w.shipping, t.shippingCents);
  total(doc, w.net, netCents);
  for (const line of t.taxLines) total(doc, taxLineLabel(line), line.cents);
  if (t.reverseCharge) {
    doc.font("Helvetica").fontSize(9);
    doc.text(printable(w.reverseChargeNote), COLS.product, doc.y, { width: 495 });
    doc.moveDown(0.3);
  }
}

function drawCreditNote(doc: Pdf, cn: CreditNoteDocument): void {
  useCurrency(doc, cn.currency, cn.locale);
  const w = wordsOf(doc);
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(printable(w.creditNote(cn.number)));
  doc.font("Helvetica").fontSize(10).moveDown(0.3);
  doc.text(printable(`${w.correctsInvoice}: ${cn.invoiceNumber ?? w.noInvoice}`));
  doc.text(printable(`${w.dateOfRefund}: ${dateOf(w, cn.refundedAt)}`));
  doc.text(printable(`${w.refund}: ${w.refundOf(cn.refundId, cn.transactionId)}`));
  doc.text(printable(`${w.reason}: ${cn.reason}`));
  doc.moveDown();
  parties(doc, cn.seller, cn.buyer);
  if (cn.lines.length > 0) lines(doc, cn.lines);
  if (cn.destinationTax) {
    if (cn.destinationTax.shippingCents > 0) total(doc, w.shipping, -cn.destinationTax.shippingCents);
    total(doc, w.net, -cn.netCents);
    for (const line of cn.destinationTax.taxLines) total(doc, taxLineLabel(line), -line.cents);
    if (cn.destinationTax.reverseCharge) doc.text(printable(w.reverseCharge), COLS.product, doc.y);
  } else if (cn.taxRatePercent !== undefined) {
    // Numbered before issue 31 with the one configured rate: printed as it was issued.
    total(doc, "Net amount (excl. tax)", -cn.netCents);
    total(doc, `Tax ${cn.taxRatePercent}% (included)`, -cn.taxCents);
  }
  total(doc, w.totalCredited(cn.currency), -cn.totalCents, true);
}

/**
 * The credit notes of one refund as a PDF, a page each: one, or several when a refund made in
 * Stripe covered a whole order (each line refunded gets its own credit note).
 */
export async function creditNotesPdf(notes: readonly CreditNoteDocument[]): Promise<Buffer> {
  const first = notes[0];
  if (!first) throw new Error("no credit note to render");
  const w = DOCUMENT_WORDS[first.locale ?? "en"];
  const title = notes.length === 1 ? w.creditNote(first.number) : w.creditNotesOfRefund(first.refundId);
  return render(title, first.createdAt, (doc) => {
    notes.forEach((cn, i) => {
      if (i > 0) doc.addPage();
      drawCreditNote(doc, cn);
    });
  });
}
