/**
 * CSV exports of payments and orders: the columns, and a cell's text. A cell a spreadsheet would
 * run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading `'`.
 * Quoting (RFC 4180) is the CSV library's job on the server.
 */
import type { Cents } from "../core/money.js";
import { PAYMENT_CURRENCY } from "../payment/payment.js";

/** The currency column (ISO 4217, upper case) of the spec's orders. */
export const EXPORT_CURRENCY = PAYMENT_CURRENCY.toUpperCase();

/** A row's currency column: its order's or purchase's currency (absent: USD), upper case. */
export function exportCurrency(currency: string | null | undefined): string {
  return currency ? currency.toUpperCase() : EXPORT_CURRENCY;
}

export const PAYMENT_CSV_COLUMNS = [
  "paymentId",
  "paidAt",
  "customerName",
  "customerEmail",
  "product",
  "quantity",
  "amount",
  "currency",
  /** The order's destination country (ISO code); empty for a payment without an order. */
  "country",
  /** The order's shipping, on its first line's row (0.00 on the others, so a column sums up). */
  "shipping",
  /** The line's tax, with the shipping's tax on the first line's row (empty before issue 31). */
  "tax",
  "refunded",
  "transactionId",
  "orderId",
  "invoiceNumber",
  /** The card dispute's status ("lost": the bank took the money back), empty without one. */
  "dispute",
] as const;

export const ORDER_CSV_COLUMNS = [
  "orderId",
  "createdAt",
  "paidAt",
  "state",
  "customerName",
  "customerEmail",
  /** The destination's country (ISO code); empty for the spec's one-line address. */
  "country",
  "products",
  "quantities",
  "subtotal",
  "discount",
  "shipping",
  "tax",
  /** Tax per jurisdiction and rate: "VAT 19 % (DE) 33.25". */
  "taxLines",
  "total",
  "refunded",
  "currency",
  "promoCode",
  "transactionId",
  "invoiceNumber",
  "dispute",
] as const;

export type PaymentCsvRow = Record<(typeof PAYMENT_CSV_COLUMNS)[number], string>;
export type OrderCsvRow = Record<(typeof ORDER_CSV_COLUMNS)[number], string>;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text with a formula neutralised (`=1+1` → `'=1+1`). */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Cents as a decimal with two places: 123456 → "1234.56", -5 → "-0.05". */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** An instant in ISO 8601 UTC ("" when unknown). */
export function isoUtc(ms: number | null | undefined): string {
  return typeof ms === "number" && Number.isFinite(ms) ? new Date(ms).toISOString() : "";
}

/** Every cell of a row neutralised. */
export function safeRow<K extends string>(row: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(row) as K[]) out[key] = safeCell(row[key]);
  return out;
}
