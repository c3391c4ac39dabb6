/**
 * GET /audit and GET /audit/export.csv (owners): the trail's entries narrowed by person (uid or
 * email), kind and UTC days; a page newest first, or every entry oldest first for the CSV.
 */
import { FieldPath, Timestamp, type Query } from "firebase-admin/firestore";
import {
  auditCsvRow,
  filterTimeRange,
  type AuditCsvColumn,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { auditCol } from "../platform/audit/audit-trail.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { scanPages } from "../platform/scan.js";

export type AuditFilters = Pick<AuditQuery, "person" | "kind" | "from" | "to">;

/** The entries matching the filters (a person with `@` is an email, else a uid). */
function filtered({ person, kind, from, to }: AuditFilters): Query<AuditEntry> {
  let q: Query<AuditEntry> = auditCol;
  if (person) q = q.where(person.includes("@") ? "actorEmail" : "actorUid", "==", person);
  if (kind) q = q.where("kind", "==", kind);
  const { fromMs, beforeMs } = filterTimeRange({ from, to });
  if (fromMs !== undefined) q = q.where("at", ">=", Timestamp.fromMillis(fromMs));
  if (beforeMs !== undefined) q = q.where("at", "<", Timestamp.fromMillis(beforeMs));
  return q;
}

/** One page, newest first; `nextCursor` is the last entry's id when more follow. */
export async function listAudit(query: AuditQuery): Promise<AuditPage> {
  const { pageSize, cursor } = query;
  let q = filtered(query).orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc");
  if (cursor) {
    const after = await readDoc(auditCol.doc(cursor));
    if (!after.exists) throw new AppError("invalid-argument", "cursor is not valid");
    q = q.startAfter(after);
  }
  const snap = await readQuery(q.limit(pageSize + 1));
  const docs = snap.docs.slice(0, pageSize);
  return {
    items: docs.map((d) => ({ _id: d.id, ...d.data() })),
    nextCursor: snap.docs.length > pageSize ? (docs[docs.length - 1]?.id ?? null) : null,
  };
}

/** Every matching entry as CSV rows, oldest first, a page at a time. */
export async function* auditRows(filters: AuditFilters): AsyncGenerator<Record<AuditCsvColumn, string>[]> {
  for await (const page of scanPages(filtered(filters), "at")) yield page.map((d) => auditCsvRow(d.data()));
}
