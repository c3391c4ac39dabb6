/**
 * The payments of a period as CSV rows: payment records by `createdAt` (a page of 500 at a time),
 * each page's purchases read in one call for quantities and orders, then their orders in one call
 * for the country, shipping and tax (issue 31).
 */
import {
  lineName,
  centsToDecimal,
  exportCurrency,
  isoUtc,
  periodRangeMs,
  type Order,
  type Payment,
  type PaymentCsvRow,
  type Period,
  type Purchase,
} from "@shop/domain";
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { paymentsCol } from "../payments/index.js";
import { readAll } from "../platform/reads.js";
import { scanPages, timeRange } from "../platform/scan.js";

/** The invoice number the invoices area writes on a payment record or an order ("" when none). */
export function invoiceNumberOf(doc: object): string {
  const n = (doc as { invoiceNumber?: unknown }).invoiceNumber;
  return typeof n === "string" ? n : "";
}

/**
 * A line's country, shipping and tax: the order's destination; its shipping and the shipping's
 * tax on the order's first line (so the columns sum to the order's), each line its own tax.
 */
function destinationCells(id: string, purchase: Purchase | undefined, order: Order | undefined) {
  if (!order) return { country: "", shipping: "", tax: "" };
  const first = order.purchaseIds[0] === id;
  const linesTax = order.lines.reduce((sum, l) => sum + (l.taxCents ?? 0), 0);
  const shippingTax = (order.taxCents ?? 0) - linesTax;
  const tax =
    order.taxCents === undefined ? "" : centsToDecimal((purchase?.taxCents ?? 0) + (first ? shippingTax : 0));
  return {
    country: order.shippingAddress?.country ?? "",
    shipping: order.shippingCents === undefined ? "" : centsToDecimal(first ? order.shippingCents : 0),
    tax,
  };
}

export function paymentRow(
  id: string,
  p: Payment,
  purchase: Purchase | undefined,
  order?: Order | undefined,
): PaymentCsvRow {
  return {
    paymentId: id,
    paidAt: isoUtc(p.createdAt),
    customerName: p.userName,
    customerEmail: p.userEmail,
    product: purchase ? lineName({ ...purchase, productName: p.productName }) : p.productName,
    quantity: purchase ? String(purchase.quantity) : "",
    amount: centsToDecimal(p.priceCents),
    // A payment is in its purchase's (its order's) currency.
    currency: exportCurrency(p.currency ?? purchase?.currency),
    ...destinationCells(id, purchase, order),
    refunded: p.refunded ? "yes" : "no",
    transactionId: p.transactionId,
    orderId: purchase?.orderId ?? "",
    invoiceNumber: invoiceNumberOf(p),
    dispute: purchase?.dispute?.status ?? "",
  };
}

async function rowsOf(docs: QueryDocumentSnapshot<Payment>[]): Promise<PaymentCsvRow[]> {
  const purchases = (await readAll(docs.map((d) => purchasesCol.doc(d.id)))).map((s) => s.data());
  // Each page's orders in one call (a line's country, shipping and tax are its order's).
  const orderIds = [...new Set(purchases.flatMap((p) => (p?.orderId ? [p.orderId] : [])))];
  const orders = new Map<string, Order | undefined>();
  if (orderIds.length > 0) {
    const read = await readAll(orderIds.map((id) => ordersCol.doc(id)));
    orderIds.forEach((id, i) => orders.set(id, read[i]?.data()));
  }
  return docs.map((d, i) => {
    const purchase = purchases[i];
    return paymentRow(d.id, d.data(), purchase, purchase?.orderId ? orders.get(purchase.orderId) : undefined);
  });
}

/** The period's payment rows, oldest first, a page at a time. */
export async function* paymentRows(period: Period): AsyncGenerator<PaymentCsvRow[]> {
  const { startMs, endMs } = periodRangeMs(period);
  const q = timeRange(paymentsCol, "createdAt", startMs, endMs);
  for await (const page of scanPages(q, "createdAt")) yield await rowsOf(page);
}
