/** CSV exports for the books (admins): thin handlers (parse → authorise → stream the service's rows). */
import type { RequestHandler, Response, Router } from "express";
import {
  ORDER_EXPORT_COLUMNS,
  PAYMENT_EXPORT_COLUMNS,
  exportQuerySchema,
  type ExportQuery,
} from "@shop/domain";
import { requireAdmin } from "../platform/http/auth.js";
import { parseQuery } from "../platform/http/input.js";
import { writeCsv } from "./csv.js";
import { orderRows } from "./order-rows.js";
import { paymentRows } from "./payment-rows.js";

function csvHeaders(res: Response, name: string, q: ExportQuery): void {
  res
    .status(200)
    .set("Content-Type", "text/csv; charset=utf-8")
    .set("Content-Disposition", `attachment; filename="${name}-${q.from}-to-${q.to}.csv"`)
    .set("Cache-Control", "private, no-store");
}

/** GET /payments/export.csv?from=&to= (admin) → one row per payment recorded in the UTC days. */
const exportPaymentsHandler: RequestHandler = async (req, res) => {
  const q = parseQuery(req, exportQuerySchema);
  csvHeaders(res, "payments", q);
  await writeCsv(res, PAYMENT_EXPORT_COLUMNS, paymentRows(q));
};

/** GET /orders/export.csv?from=&to= (admin) → one row per order placed in the UTC days. */
const exportOrdersHandler: RequestHandler = async (req, res) => {
  const q = parseQuery(req, exportQuerySchema);
  csvHeaders(res, "orders", q);
  await writeCsv(res, ORDER_EXPORT_COLUMNS, orderRows(q));
};

/** Registered before the orders' routes: `/orders/export.csv` is not an order id. */
export function exportRoutes(r: Router): void {
  r.get("/payments/export.csv", requireAdmin, exportPaymentsHandler);
  r.get("/orders/export.csv", requireAdmin, exportOrdersHandler);
}
