/** Reading a collection's documents of a period a page at a time, oldest first (for exports). */
import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { filterTimeRange, type ExportQuery } from "@shop/domain";
import { readQuery } from "../platform/reads.js";

export const EXPORT_PAGE = 500;

/** Every document of `col` whose `createdAt` falls in the period's UTC days, a page at a time. */
export async function* pagesInPeriod<T>(
  col: CollectionReference<T>,
  period: ExportQuery,
): AsyncGenerator<QueryDocumentSnapshot<T>[]> {
  const { fromMs = 0, beforeMs = 0 } = filterTimeRange(period);
  const base = col
    .where("createdAt", ">=", Timestamp.fromMillis(fromMs))
    .where("createdAt", "<", Timestamp.fromMillis(beforeMs))
    .orderBy("createdAt")
    .orderBy(FieldPath.documentId())
    .limit(EXPORT_PAGE);
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const page = await readQuery(last ? base.startAfter(last) : base);
    if (page.empty) return;
    yield page.docs;
    if (page.size < EXPORT_PAGE) return;
    last = page.docs.at(-1);
  }
}
