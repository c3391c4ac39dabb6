/**
 * The shop's side of a period, read in bounded pages: payment records by `createdAt` and refunds
 * recorded on purchases by `refund.at` (single-field ranges: Firestore's automatic indexes), and
 * the look-ups for one PaymentIntent that the edges of a period need.
 */
import {
  isDocumentId,
  sumByPaymentIntent,
  type PaymentBook,
  type PaymentSide,
  type Purchase,
} from "@shop/domain";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { ledgerPaymentsCol, ledgerRefundsCol, paymentsCol } from "../payments/index.js";
import { readAll, readDoc, readQuery } from "../platform/reads.js";
import { scanDocs, timeRange } from "../platform/scan.js";

/** The payment records made in `[startMs, endMs)`, one entry per record (purchase id kept). */
async function shopPayments(
  startMs: number,
  endMs: number,
): Promise<(PaymentSide & { purchaseId: string })[]> {
  const q = timeRange(paymentsCol, "createdAt", startMs, endMs);
  const out: (PaymentSide & { purchaseId: string })[] = [];
  for await (const doc of scanDocs(q, "createdAt")) {
    const p = doc.data();
    out.push({
      paymentIntentId: p.transactionId,
      cents: p.priceCents,
      currency: p.currency ?? "usd",
      purchaseId: doc.id,
    });
  }
  return out;
}

/** A payment's side from its books: what Stripe charged (goods, shipping, tax), in its currency. */
const sideOfBook = (b: PaymentBook): PaymentSide => ({
  paymentIntentId: b.paymentIntentId,
  cents: b.chargedCents,
  currency: b.currency,
  orderId: b.orderId,
});

/**
 * The shop's payments of `[startMs, endMs)`, one per PaymentIntent: its books' charge (issue 47),
 * or for a payment recorded before the books, its records' sum. `purchaseOf`: a line of each.
 */
export async function shopPaymentSides(startMs: number, endMs: number) {
  const rows = await shopPayments(startMs, endMs);
  const summed = sumByPaymentIntent(rows);
  const books =
    summed.length > 0 ? await readAll(summed.map((s) => ledgerPaymentsCol.doc(s.paymentIntentId))) : [];
  const sides = summed.map((s, i) => {
    const book = books[i]?.data();
    return book ? sideOfBook(book) : s;
  });
  return { sides, purchaseOf: new Map(rows.map((r) => [r.paymentIntentId, r.purchaseId])) };
}

/** One PaymentIntent's payment as the shop recorded it, whenever: its books, its records' sum, or null. */
export async function shopPaidOfIntent(paymentIntentId: string): Promise<PaymentSide | null> {
  const book = (await readDoc(ledgerPaymentsCol.doc(paymentIntentId))).data();
  if (book) return sideOfBook(book);
  const snap = await readQuery(paymentsCol.where("transactionId", "==", paymentIntentId).limit(100));
  if (snap.empty) return null;
  const cents = snap.docs.reduce((sum, d) => sum + d.data().priceCents, 0);
  return { paymentIntentId, cents, currency: snap.docs[0]?.data().currency ?? "usd" };
}

/** The purchases holding a PaymentIntent (the lines of its order, or one purchase). */
async function purchasesOfIntent(paymentIntentId: string): Promise<Purchase[]> {
  const snap = await readQuery(purchasesCol.where("paymentIntentId", "==", paymentIntentId).limit(100));
  return snap.docs.map((d) => d.data());
}

export interface ShopRefunds {
  /** Whether any purchase or order of the shop holds this PaymentIntent. */
  known: boolean;
  refundedCents: number;
  orderId?: string;
}

/** The refunds the shop recorded on purchases by their Stripe ids (at most 30 ids, Firestore's `in`). */
async function recordedRefundCents(refundIds: string[]): Promise<number> {
  if (refundIds.length === 0) return 0;
  const snap = await readQuery(purchasesCol.where("refund.id", "in", refundIds.slice(0, 30)));
  return snap.docs.reduce((sum, d) => sum + (d.data().refund?.amountCents ?? 0), 0);
}

/**
 * What the shop recorded as refunded of a PaymentIntent: an order's `refundedCents`, or its
 * purchase's refund (in full) or `refundedCents` (refunds made in Stripe); for a PaymentIntent no
 * purchase holds any more (one that lost the race with an expiry), the purchases that recorded
 * its refunds by id.
 */
export async function shopRefundsOfIntent(
  paymentIntentId: string,
  refundIds: string[],
): Promise<ShopRefunds> {
  // The books (issue 47) hold every refund of the payment: lines, returns, shipping and Stripe's own.
  const book = (await readDoc(ledgerPaymentsCol.doc(paymentIntentId))).data();
  if (book && !book.migrated)
    return { known: true, refundedCents: book.refunded.totalCents, orderId: book.orderId };
  const purchases = await purchasesOfIntent(paymentIntentId);
  const orderId = purchases.find((p) => p.orderId)?.orderId;
  if (orderId) {
    const order = (await readDoc(ordersCol.doc(orderId))).data();
    return { known: true, refundedCents: order?.refundedCents ?? 0, orderId };
  }
  const held = purchases.reduce(
    (sum, p) => sum + Math.max(p.refund?.amountCents ?? 0, p.refundedCents ?? 0),
    0,
  );
  if (purchases.length > 0) return { known: true, refundedCents: held };
  const recorded = await recordedRefundCents(refundIds);
  return { known: recorded > 0, refundedCents: recorded };
}

/**
 * A second payment that the shop refunded and recorded on a payment record: the purchase's it
 * names, or (a PaymentIntent of an order) its order's first line's.
 */
export async function isRecordedDuplicate(
  metadata: { purchaseId?: string; orderId?: string } | null | undefined,
  paymentIntentId: string,
): Promise<boolean> {
  const { purchaseId, orderId } = metadata ?? {};
  const recordId = isDocumentId(purchaseId)
    ? purchaseId
    : isDocumentId(orderId)
      ? (await readDoc(ordersCol.doc(orderId))).data()?.purchaseIds[0]
      : undefined;
  if (!recordId) return false;
  const payment = (await readDoc(paymentsCol.doc(recordId))).data();
  return (payment?.duplicateRefunds ?? []).some((d) => d.paymentIntentId === paymentIntentId);
}

export interface ShopRefundFact {
  id: string;
  paymentIntentId: string;
  cents: number;
  currency: string;
  orderId?: string;
}

/**
 * The refunds the shop recorded in `[startMs, endMs)`: its books' (every kind: lines, returns,
 * shipping) and, recorded before the books, the full refunds kept on purchases.
 */
export async function shopRefunds(startMs: number, endMs: number): Promise<ShopRefundFact[]> {
  const out: ShopRefundFact[] = [];
  for await (const doc of scanDocs(timeRange(ledgerRefundsCol, "at", startMs, endMs), "at")) {
    const r = doc.data();
    out.push({
      id: r.refundId,
      paymentIntentId: r.paymentIntentId,
      cents: r.amountCents,
      currency: r.currency,
      orderId: r.orderId,
    });
  }
  const booked = new Set(out.map((r) => r.id));
  const q = timeRange(purchasesCol, "refund.at", startMs, endMs);
  for await (const doc of scanDocs(q, "refund.at")) {
    const p = doc.data();
    if (!p.refund || booked.has(p.refund.id)) continue;
    out.push({
      currency: p.currency ?? "usd",
      id: p.refund.id,
      paymentIntentId: p.paymentIntentId ?? p.transactionId ?? "",
      cents: p.refund.amountCents,
      ...(p.orderId ? { orderId: p.orderId } : {}),
    });
  }
  return out;
}

/** The order a purchase is a line of, if any. */
export async function orderOfPurchase(purchaseId: string): Promise<string | undefined> {
  return (await readDoc(purchasesCol.doc(purchaseId))).data()?.orderId ?? undefined;
}
