/** The admin's list of payment records (recording them: record-payment.ts). */
import type { ListFilters, PaymentAnswer } from "@shop/domain";
import { paymentsCol } from "./data.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { AppError } from "../platform/app-error.js";
import { filteredQuery, rowMatches, withoutSearchFields } from "../platform/search-index.js";

/** GET /payments answers at most this many per call (and by default). */
export const PAYMENT_PAGE_MAX = 200;

export interface PaymentList {
  items: PaymentAnswer[];
  /** The last id of this page when more follow; pass it as `cursor`. */
  nextCursor: string | null;
}

/**
 * One page of payment records, newest first, narrowed by the All Product filters (`?q=` a
 * customer's email or name, a product name, a purchase, order, PaymentIntent or invoice id;
 * `?state=` paid, shipped or refunded; `?from=&to=` UTC days).
 */
export async function listPayments(
  pageSize: number,
  cursor: string | undefined,
  filters: ListFilters = {},
): Promise<PaymentList> {
  const { query, search } = filteredQuery(paymentsCol, filters);
  let q = query;
  if (cursor) {
    const after = await readDoc(paymentsCol.doc(cursor));
    if (!after.exists) throw new AppError("invalid-argument", "cursor is not valid");
    q = q.startAfter(after);
  }
  const snap = await readQuery(q.limit(pageSize + 1));
  const docs = snap.docs.slice(0, pageSize);
  return {
    items: docs
      .filter((d) => rowMatches(d.data(), search))
      .map((d) => ({ _id: d.id, ...withoutSearchFields(d.data()) })),
    nextCursor: snap.docs.length > pageSize ? (docs[docs.length - 1]?.id ?? null) : null,
  };
}
