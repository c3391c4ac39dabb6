/**
 * CSV exports for the books (issue 24): `GET /payments/export.csv` and `GET /orders/export.csv`,
 * admins only, `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, both inclusive, at most a year).
 */
import { z } from "zod";
import { isoDate } from "./search.js";

export const EXPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export const exportQuerySchema = z
  .object({
    from: isoDate("from"),
    to: isoDate("to"),
  })
  .strict()
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["from"] })
  .refine(
    (q) => (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS < EXPORT_MAX_DAYS,
    { message: `An export covers at most ${EXPORT_MAX_DAYS} days`, path: ["to"] },
  );
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The columns of the payments export, in order. */
export const PAYMENT_EXPORT_COLUMNS = [
  "paid_at",
  "invoice_number",
  "purchase_id",
  "order_id",
  "customer_name",
  "customer_email",
  "product",
  "quantity",
  "unit_price",
  "amount",
  "refunded",
  "currency",
  "state",
  "payment_intent",
] as const;

/** The columns of the orders export, in order (a single-product purchase is an order of one line). */
export const ORDER_EXPORT_COLUMNS = [
  "created_at",
  "order_id",
  "state",
  "customer_name",
  "customer_email",
  "products",
  "quantities",
  "subtotal",
  "discount",
  "total",
  "refunded",
  "currency",
  "promo_code",
  "invoice_number",
  "payment_intent",
] as const;

/** A money amount in cents as the decimal a spreadsheet reads ("1234.50"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * A text cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
