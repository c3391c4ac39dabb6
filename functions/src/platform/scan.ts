/**
 * Every document of a query in pages (ordered by a field, then the document id, each page after
 * the last one read): memory stays one page whatever the number of documents.
 */
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { readQuery } from "./reads.js";

export const SCAN_PAGE = 500;

/** The documents of `q` page by page (`pageSize` each), ordered by `field` then id. */
export async function* scanPages<T>(
  q: Query<T>,
  field: string,
  pageSize = SCAN_PAGE,
): AsyncGenerator<QueryDocumentSnapshot<T>[]> {
  const ordered = q.orderBy(field).orderBy(FieldPath.documentId());
  let after: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const snap = await readQuery((after ? ordered.startAfter(after) : ordered).limit(pageSize));
    if (snap.docs.length > 0) yield snap.docs;
    if (snap.docs.length < pageSize) return;
    after = snap.docs[snap.docs.length - 1];
  }
}

/** The documents of `q` one by one (read a page at a time). */
export async function* scanDocs<T>(q: Query<T>, field: string): AsyncGenerator<QueryDocumentSnapshot<T>> {
  for await (const page of scanPages(q, field)) yield* page;
}

/** `q` narrowed to documents whose time `field` (stored as a Timestamp) is in `[startMs, endMs)`. */
export function timeRange<T>(q: Query<T>, field: string, startMs: number, endMs: number): Query<T> {
  return q.where(field, ">=", Timestamp.fromMillis(startMs)).where(field, "<", Timestamp.fromMillis(endMs));
}
