/**
 * The overview's deployed functions: they bring the daily figures up to a purchase or order
 * whose money changed (ledger.ts). None wakes for a new order: a launch's orders cost the figures
 * nothing.
 * - `countPaymentWrite`: a payment record written (created when a purchase is paid, marked when
 *   refunded in full) — the payment of a purchase, whatever wrote it (the webhook, PATCH, the
 *   seed), then its order (an order counts once, whichever of its lines is counted first); run by
 *   the one trigger that follows payment records (app/payment-record-trigger.ts);
 * - `countPurchaseStats`: a purchase updated in a way that moves money (a partial refund recorded
 *   from Stripe, a refund; its order's own update wakes countOrderStats); other updates (shipping, a card failure, expiry) end
 *   the run at once, without a read or a write;
 * - `countOrderStats`: an order paid (counted once) and its refunds that no line accounts for.
 * Retried on failure: a run is idempotent (the ledger), so payments and refunds are counted within
 * seconds, exactly once.
 */
import type { DocumentData } from "firebase-admin/firestore";
import {
  onDocumentUpdated,
  type Change,
  type DocumentSnapshot,
  type FirestoreEvent,
} from "firebase-functions/v2/firestore";
import { COLLECTIONS } from "@shop/domain";
import { REGION } from "../platform/config.js";
import { reconcileOrder, reconcilePurchase, reconcileSale } from "./ledger.js";

/** The fields of a purchase that move money figures. */
function purchaseMoney(d: DocumentData | undefined): string {
  if (!d) return "";
  const refund = d.refund as { amountCents?: unknown } | null | undefined;
  return JSON.stringify([d.paid, d.transactionId, d.refundedCents, refund?.amountCents, d.paidCents]);
}

/** The fields of a payment record that move money figures (its shipment does not). */
function paymentMoney(d: DocumentData | undefined): string {
  if (!d) return "";
  return JSON.stringify([d.priceCents, d.refunded, d.refundId]);
}

/** The fields of an order that move money figures (its refunds no line accounts for). */
function orderMoney(d: DocumentData | undefined): string {
  if (!d) return "";
  return JSON.stringify([d.state, d.refundedCents, d.refundedPurchaseIds]);
}

const OPTIONS = { region: REGION, memory: "256MiB" as const, retry: true };

/** A payment record's write: counted when its money moved (the handler of `followPaymentRecord`). */
export async function countPaymentWrite(
  event: FirestoreEvent<Change<DocumentSnapshot> | undefined, { purchaseId: string }>,
): Promise<void> {
  if (paymentMoney(event.data?.before.data()) === paymentMoney(event.data?.after.data())) return;
  await reconcileSale(event.params.purchaseId);
}

export const countPurchaseStats = onDocumentUpdated(
  { ...OPTIONS, document: `${COLLECTIONS.purchases}/{purchaseId}` },
  async (event) => {
    if (purchaseMoney(event.data?.before.data()) === purchaseMoney(event.data?.after.data())) return;
    await reconcilePurchase(event.params.purchaseId);
  },
);

export const countOrderStats = onDocumentUpdated(
  { ...OPTIONS, document: `${COLLECTIONS.orders}/{orderId}` },
  async (event) => {
    if (orderMoney(event.data?.before.data()) === orderMoney(event.data?.after.data())) return;
    await reconcileOrder(event.params.orderId);
  },
);
