/**
 * What an invoice or a credit note says, gathered from the order (or the purchase ordered on its
 * own), its purchases and payment records before the numbering transaction. These facts do not
 * change once paid (refunded): the document copies them and is never changed afterwards.
 */
import {
  lineName,
  addressLines,
  invoiceCurrency,
  type Order,
  type Payment,
  type CreditNoteDocument,
  type CreditNotePart,
  type InvoiceDocument,
  type InvoiceLine,
  type Purchase,
} from "@shop/domain";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { readDoc } from "../platform/reads.js";
import { paymentRecordsCol, type QueueEntry } from "./data.js";
import { seller } from "./seller.js";

/** An invoice's content, without its number (given in the numbering transaction). */
export type InvoiceContent = Omit<InvoiceDocument, "number" | "createdAt">;
export type CreditNoteContent = Omit<CreditNoteDocument, "number" | "createdAt" | "invoiceNumber">;

function lineOf(
  p: Pick<
    Purchase,
    | "productName"
    | "quantity"
    | "unitPriceCents"
    | "priceCents"
    | "variantId"
    | "sku"
    | "optionValues"
    | "parts"
  >,
): InvoiceLine {
  return {
    // The SKU and options of a variant (issue 48) on the invoice and credit note.
    productName: lineName(p),
    quantity: p.quantity,
    unitPriceCents: p.unitPriceCents,
    amountCents: p.priceCents,
  };
}

/**
 * The taxes of a payment made before tax by destination (no tax lines on its order): none is
 * invented — the whole amount is net and no tax line is printed.
 */
const NO_TAX = (totalCents: number) => ({ netCents: totalCents, taxCents: 0 });

/** An order's destination on its documents: the buyer's address lines, tax ID and the tax by destination. */
function destinationOf(order: Order) {
  if (!order.shippingAddress || !order.taxLines) return null;
  return {
    address: addressLines(order.shippingAddress).slice(1).join("\n"),
    taxId: order.taxId ?? null,
    tax: {
      shippingCents: order.shippingCents ?? 0,
      taxLines: order.taxLines,
      reverseCharge: order.reverseCharge ?? false,
    },
    taxCents: order.taxCents ?? 0,
  };
}

/** An order's invoice content: every line, shipping and its tax lines (none invented without). */
function orderInvoice(
  entry: QueueEntry,
  order: Order,
  payment: Pick<Payment, "createdAt" | "transactionId">,
  subject: Pick<InvoiceContent, "subjectId" | "orderId">,
): InvoiceContent {
  const dest = destinationOf(order);
  const taxes = dest
    ? { netCents: order.totalCents - dest.taxCents, taxCents: dest.taxCents, destinationTax: dest.tax }
    : NO_TAX(order.totalCents);
  return {
    ...subject,
    purchaseIds: order.purchaseIds,
    userId: order.userId,
    seller: seller(),
    buyer: {
      name: order.userName,
      email: order.userEmail,
      address: dest?.address ?? order.address,
      ...(dest?.taxId ? { taxId: dest.taxId } : {}),
    },
    paidAt: payment.createdAt,
    recordedAt: entry.recordedAt,
    transactionId: payment.transactionId,
    lines: order.lines.map(lineOf),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    totalCents: order.totalCents,
    ...taxes,
    currency: invoiceCurrency(order.currency),
    ...(order.locale ? { locale: order.locale } : {}),
  };
}

/** The invoice of an order (every line) or of a purchase ordered on its own (one line); null if gone. */
export async function invoiceContent(entry: QueueEntry): Promise<InvoiceContent | null> {
  if (entry.orderId) {
    const order = (await readDoc(ordersCol.doc(entry.orderId))).data();
    const firstId = order?.purchaseIds[0];
    const payment = firstId ? (await readDoc(paymentRecordsCol().doc(firstId))).data() : undefined;
    if (!order || !payment) return null;
    return orderInvoice(entry, order, payment, { subjectId: entry.orderId, orderId: entry.orderId });
  }
  const [purchase, payment] = await Promise.all([
    readDoc(purchasesCol.doc(entry.purchaseId)).then((s) => s.data()),
    readDoc(paymentRecordsCol().doc(entry.purchaseId)).then((s) => s.data()),
  ]);
  if (!purchase || !payment) return null;
  // The purchase page's order invoices as the purchase it shows, with its order's shipping and tax.
  const order = purchase.orderId ? (await readDoc(ordersCol.doc(purchase.orderId))).data() : undefined;
  if (order && destinationOf(order)) {
    return orderInvoice(entry, order, payment, { subjectId: entry.purchaseId, orderId: null });
  }
  return {
    subjectId: entry.purchaseId,
    orderId: null,
    purchaseIds: [entry.purchaseId],
    userId: purchase.userId,
    seller: seller(),
    buyer: { name: purchase.userName, email: purchase.userEmail, address: purchase.address },
    paidAt: payment.createdAt,
    recordedAt: entry.recordedAt,
    transactionId: payment.transactionId,
    lines: [lineOf(purchase)],
    subtotalCents: purchase.priceCents,
    discountCents: 0,
    promoCode: null,
    totalCents: payment.priceCents,
    ...NO_TAX(payment.priceCents),
    currency: invoiceCurrency(purchase.currency),
  };
}

/** The tax a credit note credits: the books' split (issue 47), or prorated for entries queued before. */
function creditedTax(
  part: CreditNotePart | null,
  purchase: Purchase,
  order: Order | undefined,
  amountCents: number,
): number | null {
  if (part?.taxCents !== undefined) return part.taxCents;
  const fullTax = purchase.taxCents !== undefined ? purchase.taxCents : null;
  if (fullTax === null || !part) return fullTax;
  // What the line cost: its price, plus its tax where the tax was added (USD).
  const cost = (purchase.paidCents ?? purchase.priceCents) + (order?.taxIncluded ? 0 : fullTax);
  return Math.round((fullTax * amountCents) / Math.max(1, cost));
}

/** The credited lines: the line's pieces and goods (none for a refund of shipping alone). */
function creditedLines(purchase: Purchase, part: CreditNotePart | null, amountCents: number): InvoiceLine[] {
  if (part && part.quantity === 0 && (part.goodsCents ?? 0) === 0) return [];
  const goods = part?.goodsCents ?? amountCents;
  return [{ ...lineOf(purchase), amountCents: goods, ...(part ? { quantity: part.quantity } : {}) }];
}

/** The credit note of a refunded purchase (a line of an order or a purchase on its own); null if gone. */
export async function creditNoteContent(entry: QueueEntry): Promise<CreditNoteContent | null> {
  const [purchase, payment] = await Promise.all([
    readDoc(purchasesCol.doc(entry.purchaseId)).then((s) => s.data()),
    readDoc(paymentRecordsCol().doc(entry.purchaseId)).then((s) => s.data()),
  ]);
  if (!purchase || !payment || !entry.refundId) return null;
  // A refund planned by the books credits what it gave back; before them, a return its own pieces
  // and amount and a full refund the line's refund.
  const part = entry.part ?? null;
  const amountCents = part ? part.amountCents : (purchase.refund?.amountCents ?? payment.priceCents);
  const order = purchase.orderId ? (await readDoc(ordersCol.doc(purchase.orderId))).data() : undefined;
  const dest = order ? destinationOf(order) : null;
  const lineTax = dest ? creditedTax(part, purchase, order, amountCents) : null;
  const taxes =
    dest && lineTax !== null
      ? {
          netCents: amountCents - lineTax,
          taxCents: lineTax,
          destinationTax: {
            shippingCents: part?.shippingCents ?? 0,
            taxLines: lineTax > 0 ? dest.tax.taxLines.slice(0, 1).map((l) => ({ ...l, cents: lineTax })) : [],
            reverseCharge: dest.tax.reverseCharge,
          },
        }
      : NO_TAX(amountCents);
  return {
    refundId: entry.refundId,
    purchaseId: entry.purchaseId,
    orderId: entry.orderId,
    userId: purchase.userId,
    seller: seller(),
    buyer: {
      name: purchase.userName,
      email: purchase.userEmail,
      address: dest?.address ?? purchase.address,
      ...(dest?.taxId ? { taxId: dest.taxId } : {}),
    },
    refundedAt: entry.recordedAt,
    transactionId: payment.transactionId,
    reason: part ? part.reason : (purchase.refund?.reason ?? "Refunded"),
    lines: creditedLines(purchase, part, amountCents),
    totalCents: amountCents,
    ...taxes,
    currency: invoiceCurrency(order?.currency ?? purchase.currency),
    ...(order?.locale ? { locale: order.locale } : {}),
    ...(part ? { part } : {}),
  };
}
