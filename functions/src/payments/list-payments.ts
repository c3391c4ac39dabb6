/** The admin's list of payment records (recording them: record-payment.ts). */
import { FieldPath } from "firebase-admin/firestore";
import type { PaymentAnswer } from "@shop/domain";
import { paymentsCol } from "./data.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { AppError } from "../platform/app-error.js";

/** GET /payments answers at most this many per call (and by default). */
export const PAYMENT_PAGE_MAX = 200;

export interface PaymentList {
  items: PaymentAnswer[];
  /** The last id of this page when more follow; pass it as `cursor`. */
  nextCursor: string | null;
}

export async function listPayments(pageSize: number, cursor: string | undefined): Promise<PaymentList> {
  let q = paymentsCol.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
  if (cursor) {
    const after = await readDoc(paymentsCol.doc(cursor));
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
