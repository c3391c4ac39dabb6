import { FieldPath, type CollectionReference, type Query } from "firebase-admin/firestore";
import type { Page } from "@shop/domain";
import { AppError } from "./app-error.js";
import { readCount, readDoc, readQuery } from "./reads.js";

export interface PageRequest {
  pageSize: number;
  /** 1-based; ignored when a cursor is given. */
  page: number;
  /** The last document id of the previous page. */
  cursor?: string | undefined;
}

/**
 * One page of a whole collection, newest first, with the collection's total. Reads: the page's
 * documents + 1 for the count (+ the skipped ones for `page` > 1; + 2 with a cursor: the cursor
 * document and one look-ahead). The next cursor comes from the total when the position is known,
 * so a first page costs no look-ahead read.
 */
export async function readNewestFirstPage<T>(
  col: CollectionReference<T>,
  req: PageRequest,
): Promise<Page<T>> {
  const ordered: Query<T> = col.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
  const { pageSize } = req;
  if (req.cursor) {
    const after = await readDoc(col.doc(req.cursor));
    if (!after.exists) throw new AppError("invalid-argument", "cursor is not valid");
    const [snap, total] = await Promise.all([
      readQuery(ordered.startAfter(after).limit(pageSize + 1)),
      readCount(col),
    ]);
    const docs = snap.docs.slice(0, pageSize);
    return {
      items: docs.map((d) => ({ _id: d.id, ...d.data() })),
      total,
      pageSize,
      nextCursor: snap.docs.length > pageSize ? (docs[docs.length - 1]?.id ?? null) : null,
    };
  }
  const skipped = (req.page - 1) * pageSize;
  const q = skipped > 0 ? ordered.offset(skipped) : ordered;
  const [snap, total] = await Promise.all([readQuery(q.limit(pageSize), skipped), readCount(col)]);
  const docs = snap.docs;
  return {
    items: docs.map((d) => ({ _id: d.id, ...d.data() })),
    total,
    pageSize,
    nextCursor: skipped + docs.length < total ? (docs[docs.length - 1]?.id ?? null) : null,
  };
}
