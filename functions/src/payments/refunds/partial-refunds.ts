/**
 * Partial refunds of a line (issue 33: a return's pieces), through the shop's one refund path:
 * `createRefund` (refunds.ts) with the amount the server decided and an idempotency key per return,
 * then `recordPartialRefund` in the caller's transaction — the money on the purchase and its
 * order, and the refund's own credit note. The line keeps its state (shipped): only a full refund
 * (refunds.ts) makes it `refunded`. Stripe's refund events list these refunds too: they carry
 * `returnId` (not `purchaseId`) in their metadata, so the events never take them for a full refund
 * of the line (order-refunds.ts).
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  DISPUTE_MESSAGES,
  REFUND_MESSAGES,
  applyOrderEvent,
  disputeBlocksRefund,
  type CreditNotePart,
  pricesIncludeTax,
  type Purchase,
} from "@shop/domain";
import { queuePartialCreditNote } from "../../invoices/index.js";
import { ordersCol, purchasesCol } from "../../orders/index.js";
import { AppError } from "../../platform/app-error.js";
import { txRead } from "../../platform/reads.js";
import { txReadBook, writeBookRefund } from "../books/ledger.js";
import { createRefund } from "./create-refund.js";

export interface PartialRefund {
  id: string;
  amountCents: number;
}

/**
 * Refunds `amountCents` of a line's payment in Stripe (the same refund again for the same key).
 * 409 for a disputed payment, a line refunded in full, an amount beyond what is left.
 */
export async function refundPartOfLine(
  purchase: Purchase,
  amountCents: number,
  idempotencyKey: string,
  metadata: { returnId: string; by: string },
): Promise<PartialRefund> {
  if (disputeBlocksRefund(purchase.dispute)) throw new AppError("conflict", DISPUTE_MESSAGES.refundRefused);
  if (purchase.state === "refunded") throw new AppError("conflict", REFUND_MESSAGES.alreadyRefunded);
  const paymentIntentId = purchase.transactionId ?? purchase.paymentIntentId;
  // What the line was charged (its tax too where it was added) less what returns gave back.
  const addedTax = pricesIncludeTax(purchase.currency ?? "usd") ? 0 : (purchase.taxCents ?? 0);
  const left = (purchase.paidCents ?? purchase.priceCents) + addedTax - (purchase.returnedCents ?? 0);
  if (!paymentIntentId || amountCents <= 0 || amountCents > left)
    throw new AppError("conflict", REFUND_MESSAGES.notRefundable);
  const refund = await createRefund(
    {
      payment_intent: paymentIntentId,
      amount: amountCents,
      reason: "requested_by_customer",
      metadata: { ...metadata, ...(purchase.orderId ? { orderId: purchase.orderId } : {}) },
    },
    idempotencyKey,
  );
  return { id: refund.id, amountCents: refund.amount };
}

/**
 * In the caller's transaction (its reads done; this reads the order, then writes): the refunded
 * pieces and money on the purchase, the money on its order, and the partial refund's credit note
 * queued for its number. The caller writes nothing read after this.
 */
export async function recordPartialRefund(
  tx: Transaction,
  purchaseId: string,
  purchase: Purchase,
  refund: PartialRefund,
  part: CreditNotePart,
): Promise<void> {
  const orderRef = purchase.orderId ? ordersCol.doc(purchase.orderId) : null;
  const order = orderRef ? (await txRead(tx, orderRef)).data() : undefined;
  const book = await txReadBook(tx, order?.transactionId ?? purchase.transactionId);
  const at = Date.now();
  // The books (issue 47): the returned pieces with their share of the goods and of the tax.
  if (book && part.goodsCents !== undefined) {
    const plan = {
      kind: "return" as const,
      lines: [
        { purchaseId, pieces: part.quantity, goodsCents: part.goodsCents, taxCents: part.taxCents ?? 0 },
      ],
      shippingCents: 0,
      shippingTaxCents: 0,
      taxCents: part.taxCents ?? 0,
      amountCents: refund.amountCents,
    };
    writeBookRefund(tx, book, refund.id, plan, { at, returnId: part.returnId });
  }
  if (orderRef && order) {
    const event = { type: "refund-return" as const, purchaseId, amountCents: refund.amountCents };
    const recorded = applyOrderEvent(order, event, at);
    if (recorded.ok) tx.set(orderRef, recorded.change, { merge: true });
  }
  const change: Partial<Purchase> = {
    refundedCents: (purchase.refundedCents ?? 0) + refund.amountCents,
    returnedQuantity: (purchase.returnedQuantity ?? 0) + part.quantity,
    returnedCents: (purchase.returnedCents ?? 0) + refund.amountCents,
    updatedAt: at,
  };
  tx.set(purchasesCol.doc(purchaseId), change, { merge: true });
  queuePartialCreditNote(tx, purchaseId, purchase.orderId ?? null, refund.id, part);
}
