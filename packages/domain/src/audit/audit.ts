/**
 * The trail of staff changes (issue 52): one `auditLog` entry per change, written by the API in
 * the same transaction as the change; append-only (no client writes, no API delete); kept two
 * years (`expireAt`, Firestore's TTL). Read by owners: GET /audit and GET /audit/export.csv.
 */
import { z } from "zod";
import { documentIdSchema } from "../core/ids.js";
import { DATE_ORDER, isoDate } from "../search/search.js";
import type { StaffRole } from "../staff/roles.js";

export const AUDIT_KINDS = [
  "role-change",
  "refund",
  "product-prices",
  "product-stock",
  "product-translations",
  "promo-create",
  "promo-change",
  "user-access",
  "shipping-zone",
  "return-decision",
  "shipment",
  "dispute-evidence",
  "user-erasure",
  "mail-retry",
  "product-delete",
  "product-create",
  "product-settings",
  "product-page",
  "product-variants",
  "refund-approval",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How long an entry is kept: two years, then Firestore's TTL policy on `expireAt` deletes it. */
export const AUDIT_KEEP_MS = 2 * 365 * 86_400_000;

/** A short before/after of the changed fields (never a whole document). */
export type AuditSummary = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  actorUid: string;
  actorEmail: string;
  /** The actor's staff role when acting. */
  actorRole: StaffRole | null;
  kind: AuditKind;
  /** The changed document, e.g. `products/x1`. */
  path: string;
  before: AuditSummary | null;
  after: AuditSummary | null;
  at: number;
  /** The client's address as the API saw it. */
  ip: string;
  expireAt: number;
}

export type AuditAnswer = AuditEntry & { _id: string };

export interface AuditPage {
  items: AuditAnswer[];
  nextCursor: string | null;
}

export const AUDIT_PAGE_MAX = 200;

/** GET /audit and GET /audit/export.csv: `?person=<uid or email>&kind=&from=&to=` (UTC days). */
export const auditQuerySchema = z
  .object({
    person: z
      .string()
      .trim()
      .min(1, "person must be a uid or an email")
      .max(254, "person is too long")
      // Emails are kept lower-cased; uids are case-sensitive.
      .transform((p) => (p.includes("@") ? p.toLowerCase() : p))
      .optional(),
    kind: z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(", ")}` }).optional(),
    from: isoDate("from").optional(),
    to: isoDate("to").optional(),
    pageSize: z.coerce
      .number({ error: "pageSize must be a whole number" })
      .int("pageSize must be a whole number")
      .min(1, `pageSize must be from 1 to ${AUDIT_PAGE_MAX}`)
      .max(AUDIT_PAGE_MAX, `pageSize must be from 1 to ${AUDIT_PAGE_MAX}`)
      .default(50),
    cursor: documentIdSchema("cursor is not valid").optional(),
  })
  .strip()
  .refine(DATE_ORDER.check, DATE_ORDER.message);
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const AUDIT_CSV_COLUMNS = [
  "at",
  "actorEmail",
  "actorUid",
  "actorRole",
  "kind",
  "path",
  "before",
  "after",
  "ip",
] as const;
export type AuditCsvColumn = (typeof AUDIT_CSV_COLUMNS)[number];

const summaryText = (s: AuditSummary | null) => (s ? JSON.stringify(s) : "");

/** One CSV row of an entry: the time as ISO 8601, the summaries as JSON. */
export function auditCsvRow(e: AuditEntry): Record<AuditCsvColumn, string> {
  return {
    at: new Date(e.at).toISOString(),
    actorEmail: e.actorEmail,
    actorUid: e.actorUid,
    actorRole: e.actorRole ?? "",
    kind: e.kind,
    path: e.path,
    before: summaryText(e.before),
    after: summaryText(e.after),
    ip: e.ip,
  };
}
