import type { Request, RequestHandler } from "express";
import { AppError } from "../app-error.js";

/** The largest request body the API accepts (the biggest real one, a product, is ~5 KB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What browsers send CSP violation reports as (report-uri, then the Reporting API's report-to). */
export const REPORT_TYPES = ["application/csp-report", "application/reports+json"];

/** Cloud Functions (and its emulator) parse the body before express sees it, keeping the bytes. */
function rawBodyLength(req: Request): number {
  const raw: unknown = "rawBody" in req ? req.rawBody : undefined;
  return Buffer.isBuffer(raw) ? raw.length : 0;
}

/** RFC 8058: mail programs POST the one-click unsubscribe as a form (the only form the API takes). */
const ONE_CLICK_PATH = /^(\/api)?\/consent\/unsubscribe$/;
const isOneClickForm = (req: Request) =>
  ONE_CLICK_PATH.test(req.path) && typeof req.is("application/x-www-form-urlencoded") === "string";

/**
 * Refuses bodies that are too large (413) or not JSON (415) before any handler runs. Needed
 * beside express.json(): on Cloud Functions the platform has already read the body with its own,
 * much larger limit and for every content type.
 */
export const bodyGuard: RequestHandler = (req, _res, next) => {
  if (!WITH_BODY.has(req.method)) return next();
  const declared = Number(req.get("content-length") ?? 0);
  const size = Math.max(Number.isFinite(declared) ? declared : 0, rawBodyLength(req));
  if (size > BODY_LIMIT_BYTES) throw new AppError("payload-too-large", "Request body is too large");
  const hasBody = size > 0 || req.get("transfer-encoding") !== undefined;
  if (hasBody && !req.is(["application/json", ...REPORT_TYPES]) && !isOneClickForm(req)) {
    throw new AppError(
      "unsupported-media-type",
      "Send the request body as JSON (Content-Type: application/json)",
    );
  }
  next();
};
