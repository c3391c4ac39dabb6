/**
 * One trigger for every write of a payment record (`payments/{purchaseId}`), for the two areas
 * that follow them: the overview's figures (stats: counted when the record's money moved) and the
 * admin's search fields (payments: written back when they changed; that write wakes this trigger
 * once more, and both find nothing to do). Two triggers on the same documents woke two function
 * runs per write, four with the search fields' write-back. Retried on failure: both halves are
 * idempotent, and each runs whatever the other did.
 */
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { COLLECTIONS } from "@shop/domain";
import { indexPaymentRecord } from "../payments/index.js";
import { REGION } from "../platform/config.js";
import { countPaymentWrite } from "../stats/triggers.js";

export const followPaymentRecord = onDocumentWritten(
  { region: REGION, memory: "256MiB", retry: true, document: `${COLLECTIONS.payments}/{purchaseId}` },
  async (event) => {
    const outcomes = await Promise.allSettled([countPaymentWrite(event), indexPaymentRecord(event)]);
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
    if (failed) throw failed.reason;
  },
);
