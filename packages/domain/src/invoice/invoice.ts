/**
 * Invoices and credit notes (issue 24): their numbers, the tax contained in a price, the stored
 * documents (`invoices/{number}`, `creditNotes/{number}`, server-only) and the serial numbering
 * plan. Pure: the functions' invoices area numbers, stores and renders them.
 *
 * Numbers are `INV-<year>-<6 digits>` and `CN-<year>-<6 digits>`, consecutive per calendar year
 * (UTC) in the order the payments (refunds) were recorded: `planNumbers` deals them out from the
 * year's counter to the queued entries, oldest recorded first (ties broken by id).
 */
import type { Locale } from "../locale/locale.js";
import type { TaxLine } from "../order/totals.js";
import type { Cents } from "../core/money.js";

export const INVOICE_COLLECTIONS = {
  invoices: "invoices",
  creditNotes: "creditNotes",
  /** `invoiceCounters/{INV-2026|CN-2026}`: the last number given in that series and year. */
  counters: "invoiceCounters",
  /**
   * `invoiceQueue/{inv-<subject>|cn-<purchaseId>|cn-<purchaseId>-<refundId>}`: payments and
   * refunds waiting for a number (the last: a partial refund of a line, e.g. a return).
   */
  queue: "invoiceQueue",
} as const;

/**
 * `invoiceQueue/{id}`: a payment (refund) recorded and not yet numbered. It is written in the SAME
 * transaction that records the payment (the refund), and its `recordedAt` is that transaction's
 * commit time (a server timestamp): the numbering order is the order Firestore committed them in.
 */
export interface InvoiceQueueEntry {
  kind: "invoice" | "credit-note";
  /** The commit time of the payment (refund) (epoch ms here; a Timestamp in Firestore). */
  recordedAt: number;
  /** The order id, or the purchase id of a purchase ordered on its own. */
  subjectId: string;
  orderId: string | null;
  /** The purchase whose payment (refund) was recorded. */
  purchaseId: string;
  refundId: string | null;
  /** A partial refund of the line (a return): what its own credit note credits. */
  part?: CreditNotePart | null;
}

/** What a credit note of part of a line credits: some of its pieces, for part of its price. */
export interface CreditNotePart {
  quantity: number;
  amountCents: Cents;
  reason: string;
  /** The return it refunds (returns area), if any. */
  returnId: string | null;
  /**
   * From the books (issue 47): the goods, tax and shipping this refund gives back, as planned from
   * what was left of the invoice. Absent on entries queued before: their tax is prorated.
   */
  goodsCents?: Cents;
  taxCents?: Cents;
  shippingCents?: Cents;
  /** The full refund of the line's rest: its credit note is the line's own (`creditNoteNumber`). */
  rest?: boolean;
}

/** A credit note of part of a line (a return, shipping), marked under its refund id; else the line's. */
export function isPartialCreditNote(part: CreditNotePart | null | undefined): boolean {
  return !!part && !part.rest;
}

export const invoiceQueueId = (subjectId: string): string => `inv-${subjectId}`;
export const creditNoteQueueId = (purchaseId: string): string => `cn-${purchaseId}`;
/** A partial refund's own entry: several per line, one per refund. */
export const partialCreditNoteQueueId = (purchaseId: string, refundId: string): string =>
  `cn-${purchaseId}-${refundId}`;

/** The queue entry of a recorded payment, without its time (the writer's commit time). */
export function invoiceQueueEntry(
  purchaseId: string,
  orderId: string | null,
): Omit<InvoiceQueueEntry, "recordedAt"> {
  return { kind: "invoice", subjectId: orderId ?? purchaseId, orderId, purchaseId, refundId: null };
}

/** The queue entry of a recorded partial refund of one line (a return), without its time. */
export function partialCreditNoteQueueEntry(
  purchaseId: string,
  orderId: string | null,
  refundId: string,
  part: CreditNotePart,
): Omit<InvoiceQueueEntry, "recordedAt"> {
  return { ...creditNoteQueueEntry(purchaseId, orderId, refundId), part };
}

/** The queue entry of a recorded refund of one purchase, without its time. */
export function creditNoteQueueEntry(
  purchaseId: string,
  orderId: string | null,
  refundId: string,
): Omit<InvoiceQueueEntry, "recordedAt"> {
  return { kind: "credit-note", subjectId: orderId ?? purchaseId, orderId, purchaseId, refundId };
}

export type NumberSeries = "INV" | "CN";

export const NUMBER_DIGITS = 6;
export const NUMBER_PATTERN = /^(INV|CN)-(\d{4})-(\d{6})$/;

/** The calendar year (UTC) of a moment: the year whose series a payment or refund is numbered in. */
export function numberingYear(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

/** `INV-2026-000001`. */
export function formatNumber(series: NumberSeries, year: number, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1 || seq >= 10 ** NUMBER_DIGITS) {
    throw new RangeError(`${series} number ${seq} is outside 1…${10 ** NUMBER_DIGITS - 1}`);
  }
  return `${series}-${year}-${String(seq).padStart(NUMBER_DIGITS, "0")}`;
}

export function parseNumber(number: string): { series: NumberSeries; year: number; seq: number } | null {
  const m = NUMBER_PATTERN.exec(number);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  return { series: m[1] as NumberSeries, year: Number(m[2]), seq: Number(m[3]) };
}

/** The counter document's id for a series and year. */
export function counterId(series: NumberSeries, year: number): string {
  return `${series}-${year}`;
}

/** A waiting payment (kind invoice) or refund (kind credit-note), as the queue holds it. */
export interface NumberingEntry {
  id: string;
  kind: "invoice" | "credit-note";
  /** When the payment (refund) was recorded: its order and its year. */
  recordedAt: number;
}

export interface PlannedNumber {
  entryId: string;
  number: string;
  year: number;
  seq: number;
}

/**
 * Deals out numbers to entries: oldest recorded first (ties by id), each the next of its series
 * and year. `counters` holds the last number given per counter id; the answer's `counters` the
 * new ones. Entries in `skip` keep their place in the queue and get nothing.
 */
export function planNumbers(
  entries: readonly NumberingEntry[],
  counters: Readonly<Record<string, number>>,
  skip: ReadonlySet<string> = new Set(),
): { planned: PlannedNumber[]; counters: Record<string, number> } {
  const next: Record<string, number> = { ...counters };
  const ordered = [...entries].sort((a, b) => a.recordedAt - b.recordedAt || (a.id < b.id ? -1 : 1));
  const planned: PlannedNumber[] = [];
  for (const entry of ordered) {
    if (skip.has(entry.id)) continue;
    const series: NumberSeries = entry.kind === "invoice" ? "INV" : "CN";
    const year = numberingYear(entry.recordedAt);
    const key = counterId(series, year);
    const seq = (next[key] ?? 0) + 1;
    next[key] = seq;
    planned.push({ entryId: entry.id, number: formatNumber(series, year, seq), year, seq });
  }
  return { planned, counters: next };
}

export interface Seller {
  name: string;
  address: string;
  taxNumber: string;
}

export interface Buyer {
  name: string;
  email: string;
  /** The address, one line per line (orders with a destination) or the spec's one line. */
  address: string;
  /** A business buyer's VAT or tax ID (issue 31). */
  taxId?: string | null;
}

/**
 * An invoice's tax by destination (orders from issue 31 on): prices exclude tax, shipping is its
 * own line, tax per jurisdiction and rate ('VAT 19 % (DE)'), 'Reverse charge' where Stripe said so.
 */
export interface DestinationTax {
  shippingCents: Cents;
  taxLines: TaxLine[];
  reverseCharge: boolean;
}

export interface InvoiceLine {
  productName: string;
  quantity: number;
  unitPriceCents: Cents;
  /** quantity × unit price. */
  amountCents: Cents;
}

/** `invoices/{number}`: what was invoiced, copied when numbered (never changed afterwards). */
export interface InvoiceDocument {
  number: string;
  /** The order id, or the purchase id of a purchase ordered on its own. */
  subjectId: string;
  orderId: string | null;
  purchaseIds: string[];
  userId: string;
  seller: Seller;
  buyer: Buyer;
  paidAt: number;
  /** When the payment was recorded (its transaction's commit time): what the number follows. */
  recordedAt: number;
  /** The payment's transaction id (Stripe PaymentIntent). */
  transactionId: string;
  lines: InvoiceLine[];
  subtotalCents: Cents;
  discountCents: Cents;
  promoCode: string | null;
  totalCents: Cents;
  /**
   * Only on documents numbered before issue 31: the one configured rate included in the prices.
   * Since then the tax is the order's own (`destinationTax`, from Stripe Tax).
   */
  taxRatePercent?: number;
  /** The total less its tax. */
  netCents: Cents;
  /** The order's tax (Stripe Tax); 0 for an order placed before tax by destination. */
  taxCents: Cents;
  /** The order's currency, as invoices print it (USD, EUR, GBP). */
  currency: InvoiceCurrency;
  /** The order's language (issue 51): the document prints in it. Absent: English. */
  locale?: Locale;
  /**
   * The order's shipping and tax lines by jurisdiction (absent: an order placed before tax by
   * destination, which shows no tax line).
   */
  destinationTax?: DestinationTax;
  createdAt: number;
}

/** The currency of an invoice or credit note: its order's, upper-case. */
export type InvoiceCurrency = "USD" | "EUR" | "GBP";

/** The invoice currency of an order's currency (`usd` when it has none: orders before issue 32). */
export const invoiceCurrency = (currency?: string | null): InvoiceCurrency =>
  currency === "eur" ? "EUR" : currency === "gbp" ? "GBP" : "USD";

/** `creditNotes/{number}`: a refund of a line (or a purchase), naming the invoice it corrects. */
export interface CreditNoteDocument {
  number: string;
  /** The Stripe refund id (re_…), as POST /purchase/:id/refund answers it. */
  refundId: string;
  purchaseId: string;
  orderId: string | null;
  /** The invoice it corrects; null for a payment made before invoices existed. */
  invoiceNumber: string | null;
  userId: string;
  seller: Seller;
  buyer: Buyer;
  refundedAt: number;
  transactionId: string;
  reason: string;
  lines: InvoiceLine[];
  totalCents: Cents;
  /** Only on credit notes numbered before issue 31 (see InvoiceDocument). */
  taxRatePercent?: number;
  netCents: Cents;
  taxCents: Cents;
  /** The order's currency, as invoices print it (USD, EUR, GBP). */
  currency: InvoiceCurrency;
  /** The order's language (issue 51): the document prints in it. Absent: English. */
  locale?: Locale;
  /** The refunded line's tax by destination (its jurisdiction's lines, scaled to the line). */
  destinationTax?: DestinationTax;
  createdAt: number;
  /** Set on the credit note of a partial refund (a return): its pieces and amount. */
  part?: CreditNotePart | null;
}

/** The numbers written onto the payment records (`payments/{purchaseId}`) and orders. */
export interface InvoiceMarks {
  invoiceNumber?: string;
  /** The credit note of the line's full refund. */
  creditNoteNumber?: string;
  /** The credit notes of the line's partial refunds (returns), by Stripe refund id. */
  refundCreditNotes?: Record<string, string>;
}

/** Where the PDFs are served (under the API's base). */
export const INVOICE_PATHS = {
  invoice: (orderOrPurchaseId: string) => `/orders/${encodeURIComponent(orderOrPurchaseId)}/invoice.pdf`,
  creditNote: (refundId: string) => `/refunds/${encodeURIComponent(refundId)}/credit-note.pdf`,
} as const;

export const INVOICE_MESSAGES = {
  invoiceNotFound: "Invoice not found",
  creditNoteNotFound: "Credit note not found",
  notYours: "This document belongs to another customer",
} as const;
