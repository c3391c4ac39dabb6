/** The audit trail (issue 52), owners only: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { AUDIT_CSV_COLUMNS, auditQuerySchema, type AuditPage } from "@shop/domain";
import { writeCsv } from "../exports/index.js";
import { requireStaff } from "../platform/http/auth.js";
import { parseQuery } from "../platform/http/input.js";
import { auditRows, listAudit } from "./trail.js";

/** GET /audit?person=&kind=&from=&to=&pageSize=&cursor= (owner) → `{ items, nextCursor }`, newest first. */
const listHandler: RequestHandler = async (req, res) => {
  const page = await listAudit(parseQuery(req, auditQuerySchema));
  res.set("Cache-Control", "private, no-store").json(page satisfies AuditPage);
};

/** GET /audit/export.csv?person=&kind=&from=&to= (owner): every matching entry, oldest first. */
const csvHandler: RequestHandler = async (req, res) => {
  const { person, kind, from, to } = parseQuery(req, auditQuerySchema);
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="audit-${from ?? "start"}-to-${to ?? "now"}.csv"`,
    "Cache-Control": "private, no-store",
  });
  await writeCsv(res, AUDIT_CSV_COLUMNS, auditRows({ person, kind, from, to }));
};

export function auditRoutes(r: Router): void {
  r.get("/audit/export.csv", requireStaff("audit"), csvHandler);
  r.get("/audit", requireStaff("audit"), listHandler);
}
