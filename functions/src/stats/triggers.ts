/**
 * The overview's deployed functions: a trigger on purchases and one on orders that bring the
 * daily figures up to a document whose money changed (ledger.ts). A write that changes no money
 * (placing an unpaid order, shipping, a failed card) ends the run at once without a read or a
 * write, so a launch's orders cost the figures nothing; payments and refunds are counted within
 * seconds of being recorded. Retried on failure: a run is idempotent.
 */
import type { DocumentData } from "firebase-admin/firestore";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { COLLECTIONS } from "@shop/domain";
import { REGION } from "../platform/config.js";
import { reconcileOrder, reconcilePurchase } from "./ledger.js";

/** The fields of a purchase that move money figures. */
function purchaseMoney(d: DocumentData | undefined): string {
  if (!d) return "";
  const refund = d.refund as { amountCents?: unknown } | null | undefined;
  return JSON.stringify([d.paid, d.transactionId, d.refundedCents, refund?.amountCents, d.paidCents]);
}

/** The fields of an order that move money figures (its refunds no line accounts for). */
function orderMoney(d: DocumentData | undefined): string {
  if (!d) return "";
  return JSON.stringify([d.state, d.refundedCents, d.refundedPurchaseIds]);
}

const OPTIONS = { region: REGION, memory: "256MiB" as const, retry: true };

export const countPurchaseStats = onDocumentWritten(
  { ...OPTIONS, document: `${COLLECTIONS.purchases}/{purchaseId}` },
  async (event) => {
    if (purchaseMoney(event.data?.before.data()) === purchaseMoney(event.data?.after.data())) return;
    await reconcilePurchase(event.params.purchaseId);
  },
);

export const countOrderStats = onDocumentWritten(
  { ...OPTIONS, document: `${COLLECTIONS.orders}/{orderId}` },
  async (event) => {
    if (orderMoney(event.data?.before.data()) === orderMoney(event.data?.after.data())) return;
    await reconcileOrder(event.params.orderId);
  },
);
