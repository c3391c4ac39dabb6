/**
 * CSP violation reports: browsers POST them (`report-uri`: `application/csp-report`, one
 * `csp-report` object; `report-to`: `application/reports+json`, an array of reports). A bounded
 * sample is kept (rate limits per client address and shop-wide, routes.ts); each field is cut to
 * a short string, so a report can never be a way to store arbitrary data.
 */
import type { CspReport, CspReportAnswer } from "@shop/domain";
import { readQuery } from "../platform/reads.js";
import { cspReportsCol } from "./data.js";

const FIELD_MAX = 300;
/** The most reports one request may carry that are kept. */
const PER_REQUEST = 5;
/** GET /csp-reports answers the newest this many. */
export const CSP_REPORT_LIST_CAP = 100;

const text = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value).slice(0, FIELD_MAX) : "";

function fromLegacy(r: Record<string, unknown>): Omit<CspReport, "createdAt"> {
  return {
    documentUri: text(r["document-uri"]),
    directive: text(r["effective-directive"] ?? r["violated-directive"]),
    blockedUri: text(r["blocked-uri"]),
    sourceFile: text(r["source-file"]),
    line: text(r["line-number"]),
    disposition: text(r.disposition),
  };
}

function fromReportingApi(r: Record<string, unknown>): Omit<CspReport, "createdAt"> | null {
  if (r.type !== "csp-violation" || typeof r.body !== "object" || r.body === null) return null;
  const b = r.body as Record<string, unknown>;
  return {
    documentUri: text(b.documentURL),
    directive: text(b.effectiveDirective),
    blockedUri: text(b.blockedURL),
    sourceFile: text(b.sourceFile),
    line: text(b.lineNumber),
    disposition: text(b.disposition),
  };
}

/** The reports in a request body of either format (anything else: none). */
export function parseCspReports(body: unknown): Omit<CspReport, "createdAt">[] {
  if (Array.isArray(body)) {
    return body
      .filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null)
      .map(fromReportingApi)
      .filter((r): r is Omit<CspReport, "createdAt"> => r !== null && r.directive !== "")
      .slice(0, PER_REQUEST);
  }
  if (typeof body === "object" && body !== null && "csp-report" in body) {
    const r = (body as Record<string, unknown>)["csp-report"];
    if (typeof r === "object" && r !== null) {
      const report = fromLegacy(r as Record<string, unknown>);
      return report.directive ? [report] : [];
    }
  }
  return [];
}

export async function storeCspReports(reports: Omit<CspReport, "createdAt">[]): Promise<number> {
  const now = Date.now();
  await Promise.all(reports.map((r) => cspReportsCol.doc().create({ ...r, createdAt: now })));
  return reports.length;
}

export async function listCspReports(): Promise<CspReportAnswer[]> {
  const snap = await readQuery(cspReportsCol.orderBy("createdAt", "desc").limit(CSP_REPORT_LIST_CAP));
  return snap.docs.map((d) => ({ _id: d.id, ...d.data() }));
}
