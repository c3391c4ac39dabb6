/** The orders placed in a period as CSV rows (orders by `createdAt`, a page of 500 at a time). */
import {
  lineName,
  centsToDecimal,
  exportCurrency,
  isoUtc,
  periodRangeMs,
  taxLineLabel,
  type Order,
  type OrderCsvRow,
  type Period,
} from "@shop/domain";
import { ordersCol } from "../orders/index.js";
import { scanPages, timeRange } from "../platform/scan.js";
import { invoiceNumberOf } from "./payments-csv.js";

/** Several products (or quantities) in one cell, one per line of the order. */
const LIST_SEPARATOR = "; ";

export function orderRow(id: string, o: Order): OrderCsvRow {
  const paidAt = o.history.find((h) => h.state === "paid")?.at;
  return {
    orderId: id,
    createdAt: isoUtc(o.createdAt),
    paidAt: isoUtc(paidAt),
    state: o.state,
    customerName: o.userName,
    customerEmail: o.userEmail,
    country: o.shippingAddress?.country ?? "",
    products: o.lines.map((l) => lineName(l)).join(LIST_SEPARATOR),
    quantities: o.lines.map((l) => String(l.quantity)).join(LIST_SEPARATOR),
    subtotal: centsToDecimal(o.subtotalCents),
    discount: centsToDecimal(o.discountCents),
    shipping: centsToDecimal(o.shippingCents ?? 0),
    tax: centsToDecimal(o.taxCents ?? 0),
    taxLines: (o.taxLines ?? [])
      .map((t) => `${taxLineLabel(t)} ${centsToDecimal(t.cents)}`)
      .join(LIST_SEPARATOR),
    total: centsToDecimal(o.totalCents),
    refunded: centsToDecimal(o.refundedCents),
    currency: exportCurrency(o.currency),
    promoCode: o.promoCode ?? "",
    transactionId: o.transactionId ?? "",
    invoiceNumber: invoiceNumberOf(o),
    dispute: o.dispute?.status ?? "",
  };
}

/** The period's order rows, oldest first, a page at a time. */
export async function* orderRows(period: Period): AsyncGenerator<OrderCsvRow[]> {
  const { startMs, endMs } = periodRangeMs(period);
  const q = timeRange(ordersCol, "createdAt", startMs, endMs);
  for await (const page of scanPages(q, "createdAt")) yield page.map((d) => orderRow(d.id, d.data()));
}
