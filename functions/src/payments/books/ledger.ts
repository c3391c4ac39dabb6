/**
 * The books' collections (issue 47): `ledgerPayments/{paymentIntentId}` (what one PaymentIntent
 * charged, split by line, shipping and tax, with what was refunded so far) and
 * `ledgerRefunds/{refundId}` (each refund, split the same way). Written in the same transaction as
 * the payment or refund they record; server-only (rules deny every client).
 */
import type { Transaction } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import {
  LEDGER_COLLECTIONS,
  bookRefund,
  newPaymentBook,
  taxRefunded,
  type BookRefund,
  type Order,
  type PaymentBook,
  type RefundPlan,
} from "@shop/domain";
import { ordersCol } from "../../orders/index.js";
import { typedCollection } from "../../platform/converters.js";
import { readDoc, txRead } from "../../platform/reads.js";

export const ledgerPaymentsCol = typedCollection<PaymentBook>(LEDGER_COLLECTIONS.payments);
export const ledgerRefundsCol = typedCollection<BookRefund>(LEDGER_COLLECTIONS.refunds);

/** The books of an order's payment, read in the transaction (null: paid before the books, or unpaid). */
export async function txReadBook(
  tx: Transaction,
  paymentIntentId: string | null | undefined,
): Promise<PaymentBook | null> {
  if (!paymentIntentId) return null;
  return (await txRead(tx, ledgerPaymentsCol.doc(paymentIntentId))).data() ?? null;
}

export async function readBook(paymentIntentId: string | null | undefined): Promise<PaymentBook | null> {
  if (!paymentIntentId) return null;
  return (await readDoc(ledgerPaymentsCol.doc(paymentIntentId))).data() ?? null;
}

/** Opens the books of a payment (in the transaction that records it). */
export function openBook(
  tx: Transaction,
  orderId: string,
  order: Order,
  paymentIntentId: string,
  at: number,
) {
  tx.set(ledgerPaymentsCol.doc(paymentIntentId), newPaymentBook(orderId, order, paymentIntentId, at));
}

/**
 * Books a refund (its reads done by the caller: `book` as this transaction read it). Answers the
 * books after it, or null when it was booked before or would give back more than was charged
 * (then nothing is written).
 */
export function writeBookRefund(
  tx: Transaction,
  book: PaymentBook,
  refundId: string,
  plan: RefundPlan,
  extra: { returnId?: string | null; at: number },
): PaymentBook | null {
  const booked = bookRefund(book, refundId, plan);
  if (!booked.ok) logger.error("A refund would pass what was charged: not booked", { refundId, ...booked });
  if (!booked.ok || !booked.changed) return null;
  tx.set(ledgerPaymentsCol.doc(book.paymentIntentId), booked.book);
  // The order's tax given back, for the overview's tax by country (net of refunds).
  tx.set(ordersCol.doc(book.orderId), { taxRefundedCents: taxRefunded(booked.book) }, { merge: true });
  const refund: BookRefund = {
    ...plan,
    refundId,
    paymentIntentId: book.paymentIntentId,
    orderId: book.orderId,
    currency: book.currency,
    returnId: extra.returnId ?? null,
    at: extra.at,
  };
  tx.set(ledgerRefundsCol.doc(refundId), refund);
  return booked.book;
}
