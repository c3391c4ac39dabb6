/**
 * GET /returns (admin): the returns, newest first, narrowed like the other admin tables (`?q=` an
 * RMA number, a customer's email or name, a product, a return, purchase or order id; `?state=`;
 * `?from=&to=` UTC days), a page at a time (`?page=` or the previous page's `cursor`).
 */
import type { ListFilters, ReturnPage } from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import type { PageRequest } from "../platform/paging.js";
import { readCount, readDoc, readQuery } from "../platform/reads.js";
import { filteredQuery, rowMatches, withoutSearchFields } from "../platform/search-index.js";
import { returnsCol } from "./data.js";

export async function listReturns(req: PageRequest, filters: ListFilters): Promise<ReturnPage> {
  const { query, search } = filteredQuery(returnsCol, filters, "state");
  const { pageSize } = req;
  let q = query;
  let skipped = 0;
  if (req.cursor) {
    const after = await readDoc(returnsCol.doc(req.cursor));
    if (!after.exists) throw new AppError("invalid-argument", "cursor is not valid");
    q = q.startAfter(after);
  } else if (req.page > 1) {
    skipped = (req.page - 1) * pageSize;
    q = q.offset(skipped);
  }
  const [snap, total] = await Promise.all([readQuery(q.limit(pageSize + 1), skipped), readCount(query)]);
  const docs = snap.docs.slice(0, pageSize);
  return {
    items: docs
      .filter((d) => rowMatches(d.data(), search))
      .map((d) => ({ _id: d.id, ...withoutSearchFields(d.data()) })),
    total,
    pageSize,
    nextCursor: snap.docs.length > pageSize ? (docs[docs.length - 1]?.id ?? null) : null,
  };
}
