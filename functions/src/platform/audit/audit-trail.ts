/**
 * The trail of staff changes (issue 52): `recordAudit` appends one `auditLog` entry inside the
 * transaction (or batch) that makes the change, so the change and its entry are written together
 * or not at all. Entries are never updated or deleted by the API (the rules close them to
 * clients); Firestore's TTL policy on `expireAt` (firestore.indexes.json) removes them after two years.
 */
import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import { AUDIT_KEEP_MS, COLLECTIONS, type AuditEntry, type AuditKind, type AuditSummary } from "@shop/domain";
import type { Caller } from "../caller.js";
import { typedCollection } from "../converters.js";

export const auditCol = typedCollection<AuditEntry>(COLLECTIONS.auditLog);

export interface AuditChange {
  kind: AuditKind;
  /** The changed document's path, e.g. `products/x1`. */
  path: string;
  before: AuditSummary | null;
  after: AuditSummary | null;
}

/** Appends the entry to `write` (the change's own transaction or batch), by `actor`, now. */
export function recordAudit(write: Transaction | WriteBatch, actor: Caller, change: AuditChange): void {
  const at = Date.now();
  const entry: AuditEntry = {
    actorUid: actor.uid,
    actorEmail: actor.email,
    actorRole: actor.role,
    ...change,
    at,
    ip: actor.ip ?? "",
    expireAt: at + AUDIT_KEEP_MS,
  };
  write.create(auditCol.doc(), entry);
}
