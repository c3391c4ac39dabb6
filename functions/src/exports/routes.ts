/** CSV exports for the admin: thin handlers (parse → authorise → stream). */
import type { RequestHandler, Response, Router } from "express";
import { ORDER_CSV_COLUMNS, PAYMENT_CSV_COLUMNS, periodSchema, type Period } from "@shop/domain";
import { requireStaff } from "../platform/http/auth.js";
import { parseQuery } from "../platform/http/input.js";
import { writeCsv } from "./csv-stream.js";
import { orderRows } from "./orders-csv.js";
import { paymentRows } from "./payments-csv.js";

function csvHeaders(res: Response, name: string, p: Period): void {
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${p.from}-to-${p.to}.csv"`,
    "Cache-Control": "private, no-store",
  });
}

/** GET /payments/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admin): one row per payment record. */
const paymentsCsvHandler: RequestHandler = async (req, res) => {
  const period = parseQuery(req, periodSchema);
  csvHeaders(res, "payments", period);
  await writeCsv(res, PAYMENT_CSV_COLUMNS, paymentRows(period));
};

/** GET /orders/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admin): one row per order placed. */
const ordersCsvHandler: RequestHandler = async (req, res) => {
  const period = parseQuery(req, periodSchema);
  csvHeaders(res, "orders", period);
  await writeCsv(res, ORDER_CSV_COLUMNS, orderRows(period));
};

/** Registered before `/orders/:id`, which would take `export.csv` as an id. */
export function exportRoutes(r: Router): void {
  r.get("/payments/export.csv", requireStaff("books"), paymentsCsvHandler);
  r.get("/orders/export.csv", requireStaff("books"), ordersCsvHandler);
}
