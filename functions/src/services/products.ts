import { FieldPath } from "firebase-admin/firestore";
import type { Page, Product } from "../domain/index.js";
import { productsCol } from "../data/converters.js";
import { HttpError } from "../http/errors.js";

/** One page ordered by creation time (newest first), plus the collection's count (1 read per 1000). */
export async function listProducts(pageSize: number, page: number, cursor?: string): Promise<Page<Product>> {
  let q = productsCol.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
  if (cursor) {
    const after = await productsCol.doc(cursor).get();
    if (!after.exists) throw new HttpError("invalid-argument", "cursor is not valid");
    q = q.startAfter(after);
  } else if (page > 1) {
    q = q.offset((page - 1) * pageSize);
  }
  const [snap, count] = await Promise.all([q.limit(pageSize + 1).get(), productsCol.count().get()]);
  const docs = snap.docs.slice(0, pageSize);
  return {
    items: docs.map((d) => ({ _id: d.id, ...d.data() })),
    total: count.data().count,
    pageSize,
    nextCursor: snap.docs.length > pageSize ? (docs[docs.length - 1]?.id ?? null) : null,
  };
}
