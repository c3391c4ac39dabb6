/** A return's refund: the returned pieces' share of what their line was charged. */
import { planPieces, returnRefundCents, type Purchase, type ReturnRecord } from "@shop/domain";
import { readBook } from "../payments/index.js";

export interface ReturnShare {
  /** From the books (issue 47): the credit note then carries its goods and tax. */
  booked: boolean;
  amountCents: number;
  goodsCents: number;
  taxCents: number;
}

/**
 * The returned pieces' share of what the line was charged: from the books (issue 47), their goods
 * and their tax where it was added (so the refund matches its credit note); before the books, their
 * share of the goods alone.
 */
export async function returnShare(received: ReturnRecord, purchase: Purchase): Promise<ReturnShare> {
  const book = await readBook(purchase.transactionId ?? purchase.paymentIntentId);
  const plan = book ? planPieces(book, received.purchaseId, received.quantity) : null;
  if (plan) {
    const line = plan.lines[0];
    return {
      booked: true,
      amountCents: plan.amountCents,
      goodsCents: line?.goodsCents ?? 0,
      taxCents: plan.taxCents,
    };
  }
  const paid = purchase.paidCents ?? purchase.priceCents;
  const cents = returnRefundCents(paid, purchase.quantity, purchase.returnedQuantity ?? 0, received.quantity);
  return { booked: false, amountCents: cents, goodsCents: cents, taxCents: 0 };
}
