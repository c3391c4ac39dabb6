/**
 * The payments of a period as CSV rows: payment records by `createdAt` (a page of 500 at a time),
 * each page's purchases read in one call for quantities and orders.
 */
import {
  centsToDecimal,
  exportCurrency,
  isoUtc,
  periodRangeMs,
  type Payment,
  type PaymentCsvRow,
  type Period,
  type Purchase,
} from "@shop/domain";
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { purchasesCol } from "../orders/index.js";
import { paymentsCol } from "../payments/index.js";
import { readAll } from "../platform/reads.js";
import { scanPages, timeRange } from "../platform/scan.js";

/** The invoice number the invoices area writes on a payment record or an order ("" when none). */
export function invoiceNumberOf(doc: object): string {
  const n = (doc as { invoiceNumber?: unknown }).invoiceNumber;
  return typeof n === "string" ? n : "";
}

export function paymentRow(id: string, p: Payment, purchase: Purchase | undefined): PaymentCsvRow {
  return {
    paymentId: id,
    paidAt: isoUtc(p.createdAt),
    customerName: p.userName,
    customerEmail: p.userEmail,
    product: p.productName,
    quantity: purchase ? String(purchase.quantity) : "",
    amount: centsToDecimal(p.priceCents),
    // A payment is in its purchase's (its order's) currency.
    currency: exportCurrency(purchase?.currency),
    refunded: p.refunded ? "yes" : "no",
    transactionId: p.transactionId,
    orderId: purchase?.orderId ?? "",
    invoiceNumber: invoiceNumberOf(p),
    dispute: purchase?.dispute?.status ?? "",
  };
}

async function rowsOf(docs: QueryDocumentSnapshot<Payment>[]): Promise<PaymentCsvRow[]> {
  const purchases = await readAll(docs.map((d) => purchasesCol.doc(d.id)));
  return docs.map((d, i) => paymentRow(d.id, d.data(), purchases[i]?.data()));
}

/** The period's payment rows, oldest first, a page at a time. */
export async function* paymentRows(period: Period): AsyncGenerator<PaymentCsvRow[]> {
  const { startMs, endMs } = periodRangeMs(period);
  const q = timeRange(paymentsCol, "createdAt", startMs, endMs);
  for await (const page of scanPages(q, "createdAt")) yield await rowsOf(page);
}
