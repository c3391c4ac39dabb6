/**
 * The orders export: one row per order placed in the period — an order of several lines (its
 * `orders` document) or a single-product purchase (an order of one line) — found through the
 * purchases, which every order has, oldest first.
 */
import {
  ORDER_EXPORT_COLUMNS,
  PAYMENT_CURRENCY,
  centsToDecimal,
  type ExportQuery,
  type Order,
  type Purchase,
} from "@shop/domain";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { paymentsCol } from "../payments/index.js";
import { readDocs } from "../platform/reads.js";
import type { CsvCell } from "./csv.js";
import { pagesInPeriod } from "./pages.js";

export type OrderExportRow = Record<(typeof ORDER_EXPORT_COLUMNS)[number], CsvCell>;

const currency = PAYMENT_CURRENCY.toUpperCase();
const invoiceOf = (doc: object | undefined): string => {
  const n = (doc as { invoiceNumber?: unknown } | undefined)?.invoiceNumber;
  return typeof n === "string" ? n : "";
};

function orderRow(id: string, o: Order): OrderExportRow {
  return {
    created_at: new Date(o.createdAt).toISOString(),
    order_id: id,
    state: o.state,
    customer_name: o.userName,
    customer_email: o.userEmail,
    products: o.lines.map((l) => `${l.productName} × ${l.quantity}`).join("; "),
    quantities: o.lines.map((l) => l.quantity).join("; "),
    subtotal: centsToDecimal(o.subtotalCents),
    discount: centsToDecimal(o.discountCents),
    total: centsToDecimal(o.totalCents),
    refunded: centsToDecimal(o.refundedCents),
    currency,
    promo_code: o.promoCode ?? "",
    invoice_number: invoiceOf(o),
    payment_intent: o.transactionId ?? o.paymentIntentId ?? "",
  };
}

function singleRow(id: string, p: Purchase, invoice: string): OrderExportRow {
  return {
    created_at: new Date(p.createdAt).toISOString(),
    order_id: id,
    state: p.state,
    customer_name: p.userName,
    customer_email: p.userEmail,
    products: `${p.productName} × ${p.quantity}`,
    quantities: String(p.quantity),
    subtotal: centsToDecimal(p.priceCents),
    discount: centsToDecimal(0),
    total: centsToDecimal(p.priceCents),
    refunded: centsToDecimal(p.refundedCents ?? p.refund?.amountCents ?? 0),
    currency,
    promo_code: "",
    invoice_number: invoice,
    payment_intent: p.transactionId ?? p.paymentIntentId ?? "",
  };
}

/** The orders placed in the period (UTC days, inclusive), oldest first. */
export async function* orderRows(period: ExportQuery): AsyncGenerator<OrderExportRow> {
  const written = new Set<string>();
  for await (const page of pagesInPeriod(purchasesCol, period)) {
    const orderIds = [
      ...new Set(page.map((d) => d.data().orderId).filter((id): id is string => !!id)),
    ].filter((id) => !written.has(id));
    const singles = page.filter((d) => !d.data().orderId);
    const [orders, payments] = await Promise.all([
      readDocs(orderIds.map((id) => ordersCol.doc(id))),
      readDocs(singles.map((d) => paymentsCol.doc(d.id))),
    ]);
    const orderById = new Map(orders.map((s) => [s.id, s.data()]));
    const invoiceById = new Map(payments.map((s) => [s.id, invoiceOf(s.data())]));
    for (const doc of page) {
      const p = doc.data();
      if (!p.orderId) {
        yield singleRow(doc.id, p, invoiceById.get(doc.id) ?? "");
        continue;
      }
      const order = orderById.get(p.orderId);
      if (written.has(p.orderId) || !order) continue;
      written.add(p.orderId);
      yield orderRow(p.orderId, order);
    }
  }
}
