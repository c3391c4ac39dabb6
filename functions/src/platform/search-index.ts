/**
 * The admin tables' search (@shop/domain search.ts): each searchable collection keeps
 * `searchTerms` (and `searchState` where the table filters by a derived state) on its documents.
 * Users, messages and mails get them in the same write that stores them; payment records, which
 * several areas write (payment, shipment, refund, invoice), get theirs from the trigger that follows
 * every write of a payment record (app/payment-record-trigger.ts `followPaymentRecord`, with the
 * handler `keepSearchFields` builds: payments/search-fields.ts), so none of those writers has to
 * remember it; the payment service and the seed store them with a new record and the numbering
 * adds the invoice number, which saves those writes' write-backs (the trigger still checks every
 * write). A list then asks one indexed query: terms, state, the UTC date range, newest first.
 */
import { FieldPath, Timestamp, type DocumentData, type Query } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import type { Change, DocumentSnapshot, FirestoreEvent } from "firebase-functions/v2/firestore";
import {
  filterTimeRange,
  matchesEveryWord,
  searchQuery,
  type ListFilters,
  type SearchQuery,
} from "@shop/domain";

export interface SearchFields {
  searchTerms: string[];
  searchState?: string;
}

function sameFields(data: DocumentData, next: SearchFields): boolean {
  // As a set: a query asks `array-contains-any`, so the terms' order means nothing, and a writer
  // may add a term with arrayUnion (an invoice number) without the trigger writing them again.
  const terms: unknown = data.searchTerms;
  const have = new Set(Array.isArray(terms) ? terms : []);
  const sameTerms =
    Array.isArray(terms) &&
    have.size === next.searchTerms.length &&
    next.searchTerms.every((t) => have.has(t));
  return sameTerms && (next.searchState === undefined || data.searchState === next.searchState);
}

/**
 * A trigger's handler keeping a document's search fields: derived from the document as written,
 * written back only when they changed (so the write-back's own run ends there). Every run derives
 * them from the document as its write left it, so the last write's run leaves them right whatever
 * order the runs come in; a writer that stores them itself saves the write-back and its run.
 */
export function keepSearchFields(
  derive: (data: DocumentData, id: string) => SearchFields | Promise<SearchFields>,
): (event: FirestoreEvent<Change<DocumentSnapshot> | undefined>) => Promise<void> {
  return async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const data = after.data() ?? {};
    const next = await derive(data, after.id);
    if (sameFields(data, next)) return;
    try {
      await after.ref.update({ ...next });
    } catch (err) {
      // Deleted meanwhile: nothing to keep.
      logger.info("search fields not written", { path: after.ref.path, err: String(err) });
    }
  };
}

export interface FilteredQuery<T> {
  query: Query<T>;
  search: SearchQuery | null;
}

/**
 * `base` narrowed by a table's filters, newest first (then by id, for cursors). `stateField`:
 * the field `?state=` compares (`searchState`, or a field of the document such as
 * `delivery.state`). Each combination has its index in firestore.indexes.json.
 */
export function filteredQuery<T>(
  base: Query<T>,
  f: ListFilters,
  stateField = "searchState",
): FilteredQuery<T> {
  let q = base;
  const search = f.q ? searchQuery(f.q) : null;
  if (search && search.indexTerms.length > 0)
    q = q.where("searchTerms", "array-contains-any", search.indexTerms);
  if (f.state) q = q.where(stateField, "==", f.state);
  const { fromMs, beforeMs } = filterTimeRange(f);
  if (fromMs !== undefined) q = q.where("createdAt", ">=", Timestamp.fromMillis(fromMs));
  if (beforeMs !== undefined) q = q.where("createdAt", "<", Timestamp.fromMillis(beforeMs));
  return { query: q.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc"), search };
}

/** A row as the API answers it: its search fields stay in the database. */
export function withoutSearchFields<T extends object>(row: T): T {
  const copy = { ...row } as T & { searchTerms?: unknown; searchState?: unknown };
  delete copy.searchTerms;
  delete copy.searchState;
  return copy;
}

/** Whether a row read by a filtered query matches every word of the search (see searchQuery). */
export function rowMatches(row: object, search: SearchQuery | null): boolean {
  if (!search) return true;
  const terms: unknown = (row as { searchTerms?: unknown }).searchTerms;
  return matchesEveryWord(
    Array.isArray(terms) ? terms.filter((t): t is string => typeof t === "string") : [],
    search,
  );
}
