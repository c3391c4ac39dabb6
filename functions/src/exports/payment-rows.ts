/** The payments export: one row per payment record, with its purchase's quantity and order. */
import {
  PAYMENT_CURRENCY,
  PAYMENT_EXPORT_COLUMNS,
  PAYMENT_STATE_OF,
  centsToDecimal,
  type ExportQuery,
} from "@shop/domain";
import { purchasesCol } from "../orders/index.js";
import { paymentsCol } from "../payments/index.js";
import { readDocs } from "../platform/reads.js";
import type { CsvCell } from "./csv.js";
import { pagesInPeriod } from "./pages.js";

export type PaymentExportRow = Record<(typeof PAYMENT_EXPORT_COLUMNS)[number], CsvCell>;

/** The payments recorded in the period (UTC days, inclusive), oldest first. */
export async function* paymentRows(period: ExportQuery): AsyncGenerator<PaymentExportRow> {
  for await (const page of pagesInPeriod(paymentsCol, period)) {
    const purchases = await readDocs(page.map((d) => purchasesCol.doc(d.id)));
    for (const [i, doc] of page.entries()) {
      const p = doc.data();
      const purchase = purchases[i]?.data();
      const invoice = (p as { invoiceNumber?: unknown }).invoiceNumber;
      yield {
        paid_at: new Date(p.createdAt).toISOString(),
        invoice_number: typeof invoice === "string" ? invoice : "",
        purchase_id: doc.id,
        order_id: purchase?.orderId ?? "",
        customer_name: p.userName,
        customer_email: p.userEmail,
        product: p.productName,
        quantity: purchase?.quantity ?? null,
        unit_price: purchase ? centsToDecimal(purchase.unitPriceCents) : "",
        amount: centsToDecimal(p.priceCents),
        refunded: centsToDecimal(purchase?.refundedCents ?? (p.refunded ? p.priceCents : 0)),
        currency: PAYMENT_CURRENCY.toUpperCase(),
        state: PAYMENT_STATE_OF(p),
        payment_intent: p.transactionId,
      };
    }
  }
}
