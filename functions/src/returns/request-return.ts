/**
 * POST /purchase/:id/returns: the purchase's customer asks to return some of its pieces. In ONE
 * transaction: the purchase is read (its state, shipment, open return and pieces left decide, by
 * @shop/domain's `returnRequestRefusal`), the year's RMA counter gives the next number, and the
 * return, the purchase's `lastReturn`, the counter and the mails are written. Two requests at once
 * conflict on the purchase: the second finds the first open and gets its 409.
 */
import {
  PURCHASE_NOT_FOUND,
  RETURN_MESSAGES,
  formatRmaNumber,
  newReturn,
  returnRequestRefusal,
  returnSearchTerms,
  returnSummary,
  rmaCounterId,
  type Purchase,
  type ReturnRequestInput,
  type ReturnRequestedAnswer,
} from "@shop/domain";
import { purchasesCol } from "../orders/index.js";
import { AppError } from "../platform/app-error.js";
import type { Caller } from "../platform/caller.js";
import { RETURN_DAYS } from "../platform/config.js";
import { inTransaction } from "../platform/firestore.js";
import { txRead } from "../platform/reads.js";
import { returnsCol, rmaCountersCol } from "./data.js";
import { queueReturnMail } from "./return-mail.js";

function checkRequest(
  purchase: Purchase | undefined,
  who: Caller,
  input: ReturnRequestInput,
  now: number,
): asserts purchase is Purchase {
  if (!purchase) throw new AppError("not-found", PURCHASE_NOT_FOUND);
  if (purchase.userId !== who.uid) throw new AppError("permission-denied", RETURN_MESSAGES.notYours);
  const refusal = returnRequestRefusal(purchase, input.quantity, now, RETURN_DAYS.value());
  if (refusal) throw new AppError("conflict", refusal);
}

export async function requestReturn(
  who: Caller,
  purchaseId: string,
  input: ReturnRequestInput,
): Promise<ReturnRequestedAnswer> {
  const purchaseRef = purchasesCol.doc(purchaseId);
  return inTransaction(async (tx) => {
    const now = Date.now();
    const purchase = (await txRead(tx, purchaseRef)).data();
    checkRequest(purchase, who, input, now);
    const year = new Date(now).getUTCFullYear();
    const counterRef = rmaCountersCol.doc(rmaCounterId(year));
    const seq = ((await txRead(tx, counterRef)).data()?.last ?? 0) + 1;
    const ref = returnsCol.doc();
    const record = newReturn({
      rmaNumber: formatRmaNumber(year, seq),
      purchaseId,
      purchase,
      request: input,
      at: now,
    });
    tx.set(counterRef, { last: seq, updatedAt: now });
    tx.create(ref, { ...record, searchTerms: returnSearchTerms(ref.id, record) });
    tx.set(purchaseRef, { lastReturn: returnSummary(ref.id, record) }, { merge: true });
    queueReturnMail(tx, record, { kind: "return-requested" });
    return { returnId: ref.id, rmaNumber: record.rmaNumber };
  });
}
