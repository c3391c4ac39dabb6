/**
 * The books of one payment (issue 47): what Stripe charged for an order — in its currency, split
 * into goods by line, discount, shipping and tax — and every refund of it, split the same way.
 * `ledgerPayments/{paymentIntentId}` holds the charge and a running sum of what was refunded;
 * `ledgerRefunds/{refundId}` each refund. Every refund the shop makes is planned here first, from
 * what is left: a credit note can then never credit more pieces, tax or money than its invoice
 * charged, and Stripe Tax is asked to reverse exactly what was refunded. Pure.
 */
import type { Cents } from "../core/money.js";
import type { Order } from "../order/record.js";

export const LEDGER_COLLECTIONS = {
  payments: "ledgerPayments",
  refunds: "ledgerRefunds",
} as const;

/** One line of goods as charged: after its share of the discount (with its VAT where prices include it). */
export interface BookLine {
  purchaseId: string;
  productName: string;
  quantity: number;
  /** quantity × unit price, before the discount. */
  priceCents: Cents;
  /** What the line was charged for its goods: after the discount (its VAT inside when `taxIncluded`). */
  goodsCents: Cents;
  /** The tax on the line's goods (added on top unless `taxIncluded`). */
  taxCents: Cents;
}

/** Pieces, goods and tax of a line given back so far (or by one refund). */
export interface RefundedPart {
  pieces: number;
  goodsCents: Cents;
  taxCents: Cents;
}

export interface RefundedSoFar {
  lines: Record<string, RefundedPart>;
  shippingCents: Cents;
  shippingTaxCents: Cents;
  /** Every refund's money, those made in Stripe's Dashboard (not split by line) included. */
  totalCents: Cents;
}

/** `ledgerPayments/{paymentIntentId}`: one succeeded PaymentIntent of an order. */
export interface PaymentBook {
  paymentIntentId: string;
  orderId: string;
  userId: string;
  /** Lower-case ISO code, as Stripe's PaymentIntent holds it. */
  currency: string;
  /** The prices (goods and shipping) include their tax (EUR, GBP). */
  taxIncluded: boolean;
  /** What Stripe charged: goods after the discount, shipping and the tax added on top. */
  chargedCents: Cents;
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  shippingTaxCents: Cents;
  /** All tax: the lines' and shipping's. */
  taxCents: Cents;
  lines: BookLine[];
  refunded: RefundedSoFar;
  /** The refunds recorded (Stripe ids), each once. */
  refundIds: string[];
  /** When the payment was recorded. */
  createdAt: number;
  /** Written by the migration from an order paid before the books (its refunds as they were kept). */
  migrated?: boolean;
}

/** Why money went back: a line's rest, returned pieces, shipping, or a refund made in Stripe. */
export type BookRefundKind = "line" | "return" | "shipping" | "stripe";

/** What one refund gives back, before Stripe has an id for it. */
export interface RefundPlan {
  kind: BookRefundKind;
  lines: (RefundedPart & { purchaseId: string })[];
  shippingCents: Cents;
  shippingTaxCents: Cents;
  /** The tax of the lines and of shipping. */
  taxCents: Cents;
  /** The money refunded: goods and shipping, plus their tax where it was added. */
  amountCents: Cents;
}

/** `ledgerRefunds/{refundId}`. */
export interface BookRefund extends RefundPlan {
  refundId: string;
  paymentIntentId: string;
  orderId: string;
  currency: string;
  returnId: string | null;
  at: number;
  /** Its reversal in Stripe Tax, once made (null: nothing to reverse or not yet). */
  taxReversalId?: string | null;
}

const EMPTY_PART: RefundedPart = { pieces: 0, goodsCents: 0, taxCents: 0 };

/** The books of an order paid by `paymentIntentId`: its charge, nothing refunded yet. */
export function newPaymentBook(
  orderId: string,
  order: Pick<
    Order,
    | "userId"
    | "currency"
    | "taxIncluded"
    | "lines"
    | "subtotalCents"
    | "discountCents"
    | "shippingCents"
    | "taxCents"
    | "totalCents"
  >,
  paymentIntentId: string,
  at: number,
): PaymentBook {
  const lines: BookLine[] = order.lines.map((l) => ({
    purchaseId: l.purchaseId,
    productName: l.productName,
    quantity: l.quantity,
    priceCents: l.priceCents,
    goodsCents: l.paidCents,
    taxCents: l.taxCents ?? 0,
  }));
  const taxCents = order.taxCents ?? 0;
  const linesTax = lines.reduce((sum, l) => sum + l.taxCents, 0);
  return {
    paymentIntentId,
    orderId,
    userId: order.userId,
    currency: order.currency ?? "usd",
    taxIncluded: order.taxIncluded ?? false,
    chargedCents: order.totalCents,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents ?? 0,
    shippingTaxCents: Math.max(0, taxCents - linesTax),
    taxCents,
    lines,
    refunded: { lines: {}, shippingCents: 0, shippingTaxCents: 0, totalCents: 0 },
    refundIds: [],
    createdAt: at,
  };
}

/** The money of some goods, shipping and tax: the tax counts only where it was added on top. */
export function refundMoney(
  taxIncluded: boolean,
  part: { goodsCents: Cents; shippingCents: Cents; taxCents: Cents },
): Cents {
  return part.goodsCents + part.shippingCents + (taxIncluded ? 0 : part.taxCents);
}

function refundedOf(book: PaymentBook, purchaseId: string): RefundedPart {
  return book.refunded.lines[purchaseId] ?? EMPTY_PART;
}

/** What is left of a line: pieces, goods and tax not yet given back. */
export function lineLeft(book: PaymentBook, purchaseId: string): RefundedPart | null {
  const line = book.lines.find((l) => l.purchaseId === purchaseId);
  if (!line) return null;
  const done = refundedOf(book, purchaseId);
  return {
    pieces: line.quantity - done.pieces,
    goodsCents: line.goodsCents - done.goodsCents,
    taxCents: line.taxCents - done.taxCents,
  };
}

function planOf(
  book: PaymentBook,
  kind: BookRefundKind,
  lines: RefundPlan["lines"],
  shipping: { cents: Cents; taxCents: Cents } = { cents: 0, taxCents: 0 },
): RefundPlan {
  const goodsCents = lines.reduce((sum, l) => sum + l.goodsCents, 0);
  const taxCents = lines.reduce((sum, l) => sum + l.taxCents, 0) + shipping.taxCents;
  return {
    kind,
    lines,
    shippingCents: shipping.cents,
    shippingTaxCents: shipping.taxCents,
    taxCents,
    amountCents: refundMoney(book.taxIncluded, { goodsCents, shippingCents: shipping.cents, taxCents }),
  };
}

/** The rest of a line (every piece, goods and tax not yet given back), or null when nothing is left. */
export function planLineRest(book: PaymentBook, purchaseId: string): RefundPlan | null {
  const left = lineLeft(book, purchaseId);
  if (!left || (left.pieces <= 0 && left.goodsCents <= 0 && left.taxCents <= 0)) return null;
  const part = {
    purchaseId,
    pieces: Math.max(0, left.pieces),
    goodsCents: Math.max(0, left.goodsCents),
    taxCents: Math.max(0, left.taxCents),
  };
  return planOf(book, "line", [part]);
}

/**
 * `pieces` more of a line (a return): their share of its goods and tax, cut so that the shares of
 * successive returns add up to the line exactly (the last piece takes what rounding left).
 */
export function planPieces(book: PaymentBook, purchaseId: string, pieces: number): RefundPlan | null {
  const line = book.lines.find((l) => l.purchaseId === purchaseId);
  const left = lineLeft(book, purchaseId);
  if (!line || !left || pieces <= 0 || pieces > left.pieces) return null;
  const done = refundedOf(book, purchaseId);
  const upTo = (total: Cents, n: number) => Math.round((total * n) / line.quantity);
  const last = done.pieces + pieces === line.quantity;
  const share = (total: Cents, given: Cents) =>
    last
      ? total - given
      : Math.min(total - given, upTo(total, done.pieces + pieces) - upTo(total, done.pieces));
  const part = {
    purchaseId,
    pieces,
    goodsCents: Math.max(0, share(line.goodsCents, done.goodsCents)),
    taxCents: Math.max(0, share(line.taxCents, done.taxCents)),
  };
  return planOf(book, "return", [part]);
}

/** Every piece of every line given back (returned or refunded)? */
export function everyPieceBack(book: PaymentBook): boolean {
  return book.lines.every((l) => refundedOf(book, l.purchaseId).pieces >= l.quantity);
}

/** Shipping and its tax, once every piece is back and shipping was not given back yet; else null. */
export function planShipping(book: PaymentBook): RefundPlan | null {
  if (!everyPieceBack(book)) return null;
  const cents = book.shippingCents - book.refunded.shippingCents;
  const taxCents = book.shippingTaxCents - book.refunded.shippingTaxCents;
  if (cents <= 0 && taxCents <= 0) return null;
  return planOf(book, "shipping", [], { cents: Math.max(0, cents), taxCents: Math.max(0, taxCents) });
}

/** Why a refund cannot be booked: it would give back more than was charged. */
export type BookRefusal = "beyond-line" | "beyond-shipping" | "beyond-charge";

/**
 * The books with one more refund: refused when any part would pass what was charged (pieces,
 * goods or tax of a line, shipping, the whole charge). A refund booked before changes nothing.
 */
export function bookRefund(
  book: PaymentBook,
  refundId: string,
  plan: Pick<RefundPlan, "lines" | "shippingCents" | "shippingTaxCents" | "amountCents">,
): { ok: true; book: PaymentBook; changed: boolean } | { ok: false; refusal: BookRefusal } {
  if (book.refundIds.includes(refundId)) return { ok: true, book, changed: false };
  const lines = { ...book.refunded.lines };
  for (const part of plan.lines) {
    const line = book.lines.find((l) => l.purchaseId === part.purchaseId);
    const done = lines[part.purchaseId] ?? EMPTY_PART;
    const next = {
      pieces: done.pieces + part.pieces,
      goodsCents: done.goodsCents + part.goodsCents,
      taxCents: done.taxCents + part.taxCents,
    };
    if (
      !line ||
      next.pieces > line.quantity ||
      next.goodsCents > line.goodsCents ||
      next.taxCents > line.taxCents
    )
      return { ok: false, refusal: "beyond-line" };
    lines[part.purchaseId] = next;
  }
  const shippingCents = book.refunded.shippingCents + plan.shippingCents;
  const shippingTaxCents = book.refunded.shippingTaxCents + plan.shippingTaxCents;
  if (shippingCents > book.shippingCents || shippingTaxCents > book.shippingTaxCents)
    return { ok: false, refusal: "beyond-shipping" };
  const totalCents = book.refunded.totalCents + plan.amountCents;
  if (totalCents > book.chargedCents) return { ok: false, refusal: "beyond-charge" };
  return {
    ok: true,
    changed: true,
    book: {
      ...book,
      refunded: { lines, shippingCents, shippingTaxCents, totalCents },
      refundIds: [...book.refundIds, refundId],
    },
  };
}

/** A refund made in Stripe's Dashboard: money only, split over nothing (the admin settles the lines). */
export function stripeRefundPlan(amountCents: Cents): RefundPlan {
  return { kind: "stripe", lines: [], shippingCents: 0, shippingTaxCents: 0, taxCents: 0, amountCents };
}

/** The tax given back so far (lines and shipping): what Stripe Tax may still reverse is the rest. */
export function taxRefunded(book: PaymentBook): Cents {
  const lines = Object.values(book.refunded.lines).reduce((sum, l) => sum + l.taxCents, 0);
  return lines + book.refunded.shippingTaxCents;
}

/** A refund kept before the books (on a purchase or a return): its id, money, time and return. */
export interface KeptRefund {
  refundId: string;
  purchaseId: string;
  amountCents: Cents;
  at: number;
  returnId: string | null;
  /** Pieces it gave back (a return's), or null: the whole line's rest. */
  pieces: number | null;
}

/**
 * The books of an order paid before them (the migration of issue 47): its charge, and its refunds
 * as they were kept — a return's pieces and money, a full refund the rest of its line (tax too).
 * Marked `migrated`: refunds made in Stripe's Dashboard before it are not among them.
 */
export function migratedBook(
  orderId: string,
  order: Parameters<typeof newPaymentBook>[1] & { refundedCents?: Cents },
  paymentIntentId: string,
  at: number,
  kept: readonly KeptRefund[],
): { book: PaymentBook; refunds: BookRefund[] } {
  let book: PaymentBook = { ...newPaymentBook(orderId, order, paymentIntentId, at), migrated: true };
  const refunds: BookRefund[] = [];
  const ordered = [...kept].sort((a, b) => a.at - b.at);
  for (const k of ordered) {
    const rest = planLineRest(book, k.purchaseId);
    const plan = k.pieces === null ? rest : planPieces(book, k.purchaseId, k.pieces);
    if (!plan) continue;
    // Returns before the books refunded their goods only: their tax stayed with the line.
    const taxFree = k.pieces !== null && plan.amountCents !== k.amountCents;
    const lines = plan.lines.map((l) => ({ ...l, taxCents: taxFree ? 0 : l.taxCents }));
    const booked = { ...plan, lines, taxCents: taxFree ? 0 : plan.taxCents, amountCents: k.amountCents };
    const next = bookRefund(book, k.refundId, booked);
    if (!next.ok || !next.changed) continue;
    book = next.book;
    refunds.push({
      ...booked,
      refundId: k.refundId,
      paymentIntentId,
      orderId,
      currency: book.currency,
      returnId: k.returnId,
      at: k.at,
    });
  }
  return { book, refunds };
}
