/** Security reports: thin handlers (parse → authorise → service → respond). */
import type { Request, RequestHandler, Router } from "express";
import type { CspReportAnswer } from "@shop/domain";
import { requireStaff } from "../platform/http/auth.js";
import { clientAddress } from "../platform/http/rate-limit.js";
import { LIMITS } from "../platform/limits/limits.js";
import { hitRateLimit } from "../platform/limits/rate-limit.js";
import { listCspReports, parseCspReports, storeCspReports } from "./csp-reports.js";

/** The body as JSON, whichever report content type the browser used. */
function reportBody(req: Request): unknown {
  if (typeof req.body === "object" && req.body !== null && !Buffer.isBuffer(req.body)) return req.body;
  const raw: unknown = "rawBody" in req ? req.rawBody : req.body;
  try {
    return JSON.parse(Buffer.isBuffer(raw) ? raw.toString("utf8") : String(raw ?? ""));
  } catch {
    return null;
  }
}

/**
 * POST /csp-reports (browsers; no auth) → 204. Only reports are kept, per client address and
 * shop-wide within their limits (429 past them; browsers do not retry).
 */
const cspReportHandler: RequestHandler = async (req, res) => {
  const reports = parseCspReports(reportBody(req));
  if (reports.length > 0) {
    await hitRateLimit(LIMITS.cspReportsPerAddress, `ip:${clientAddress(req)}`);
    await hitRateLimit(LIMITS.cspReportsGlobal, "global");
    await storeCspReports(reports);
  }
  res.status(204).end();
};

/** GET /csp-reports (admin) → the newest reports (at most 100). */
const listCspReportsHandler: RequestHandler = async (_req, res) => {
  res.set("Cache-Control", "private, no-store").json((await listCspReports()) satisfies CspReportAnswer[]);
};

export function securityRoutes(r: Router): void {
  r.post("/csp-reports", cspReportHandler);
  r.get("/csp-reports", requireStaff("users"), listCspReportsHandler);
}
