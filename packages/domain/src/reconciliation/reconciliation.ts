/**
 * Reconciliation with Stripe and CSV exports: the request schemas (a period of whole UTC days),
 * the answer types, and the pure comparison of Stripe's payments and refunds with the shop's.
 */
import { z } from "zod";
import type { Cents } from "../core/money.js";
import type { Page } from "../core/pagination.js";

export const DIFFERENCE_KINDS = [
  "missing_in_shop",
  "missing_in_stripe",
  "amount_differs",
  "refund_missing_in_shop",
  "refund_missing_in_stripe",
  /** A dispute opened in Stripe that the shop never recorded (its webhook events were lost). */
  "dispute_missing_in_shop",
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export interface ReconciliationDifference {
  kind: DifferenceKind;
  paymentIntentId?: string;
  orderId?: string;
  stripeCents?: Cents;
  shopCents?: Cents;
  /** The currency of the amounts (lower-case ISO; runs stored before issue 47 have none: usd). */
  currency?: string;
  /** The shop's currency when it is not Stripe's (an `amount_differs` in another currency). */
  shopCurrency?: string;
}

/**
 * A dispute Stripe opened in the period: the bank took `amountCents` back (given back when won).
 * Known to the shop, it is money the books account for, not a difference.
 */
export interface ReconciledDispute {
  disputeId: string;
  paymentIntentId: string | null;
  status: string;
  amountCents: Cents;
  currency: string;
}

export interface ReconciliationResult {
  matchedCount: number;
  /** The matched payments in US dollars (never a sum across currencies: see `matchedByCurrency`). */
  matchedCents: Cents;
  /** The matched payments per currency (lower-case ISO code; runs stored before issue 32 have none). */
  matchedByCurrency?: Record<string, { count: number; cents: Cents }>;
  differences: ReconciliationDifference[];
  /** Stripe's dispute withdrawals of the period (runs stored before disputes have none). */
  disputes?: ReconciledDispute[];
}

/** `reconciliations/{id}`: one stored run. */
export interface Reconciliation extends ReconciliationResult {
  from: string;
  to: string;
  /** Who ran it: an admin's uid, or "schedule" for the daily run. */
  by: string;
  createdAt: number;
}

export type ReconciliationAnswer = ReconciliationResult & { _id: string; from: string; to: string };

/** The longest period one reconciliation or export may cover, in days. */
export const PERIOD_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export const PERIOD_MESSAGES = {
  date: "Dates are YYYY-MM-DD",
  order: "from must not be after to",
  span: `A period covers at most ${PERIOD_MAX_DAYS} days`,
} as const;

const isoDay = z
  .string({ error: PERIOD_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PERIOD_MESSAGES.date)
  .refine((s) => dayStartMs(s) !== null, PERIOD_MESSAGES.date);

/** Midnight UTC of a `YYYY-MM-DD` day, or null when it is no real date (2026-02-30). */
export function dayStartMs(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(ms)) return null;
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** `{ from, to }`: whole UTC days, both inclusive, from ≤ to, at most PERIOD_MAX_DAYS. */
export const periodSchema = z
  .object({ from: isoDay, to: isoDay })
  .strip()
  .superRefine((p, ctx) => {
    const from = dayStartMs(p.from);
    const to = dayStartMs(p.to);
    if (from === null || to === null) return;
    if (from > to) ctx.addIssue({ code: "custom", message: PERIOD_MESSAGES.order, path: ["from"] });
    else if ((to - from) / DAY_MS + 1 > PERIOD_MAX_DAYS) {
      ctx.addIssue({ code: "custom", message: PERIOD_MESSAGES.span, path: ["to"] });
    }
  });
export type Period = z.output<typeof periodSchema>;

/** The period as milliseconds: `[startMs, endMs)` (endMs is midnight after `to`). */
export function periodRangeMs(p: Period): { startMs: number; endMs: number } {
  return { startMs: dayStartMs(p.from) ?? 0, endMs: (dayStartMs(p.to) ?? 0) + DAY_MS };
}

/** The UTC day before the instant `now`, as `YYYY-MM-DD`. */
export function dayBefore(now: number): string {
  return new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/** One side's money per PaymentIntent: what was paid and what was refunded. */
export interface PaymentSide {
  paymentIntentId: string;
  cents: Cents;
  /** Stripe's side: the PaymentIntent's currency (absent: usd). */
  currency?: string;
  orderId?: string;
}

/**
 * Compares the PaymentIntents paid in Stripe with the shop's payments (summed per PaymentIntent):
 * same amount → matched; only in Stripe → missing_in_shop; only in the shop → missing_in_stripe.
 */
export function comparePayments(stripe: PaymentSide[], shop: PaymentSide[]): ReconciliationResult {
  const shopBy = new Map(shop.map((s) => [s.paymentIntentId, s]));
  const stripeIds = new Set(stripe.map((s) => s.paymentIntentId));
  const differences: ReconciliationDifference[] = [];
  let matchedCount = 0;
  const byCurrency: Record<string, { count: number; cents: Cents }> = {};
  for (const s of stripe) {
    const mine = shopBy.get(s.paymentIntentId);
    const currency = s.currency ?? "usd";
    if (!mine) {
      differences.push({
        kind: "missing_in_shop",
        paymentIntentId: s.paymentIntentId,
        stripeCents: s.cents,
        currency,
      });
    } else if (mine.cents !== s.cents || (mine.currency ?? "usd") !== currency) {
      const mineCurrency = mine.currency ?? "usd";
      differences.push({
        kind: "amount_differs",
        paymentIntentId: s.paymentIntentId,
        ...orderOf(mine),
        stripeCents: s.cents,
        shopCents: mine.cents,
        currency,
        ...(mineCurrency !== currency ? { shopCurrency: mineCurrency } : {}),
      });
    } else {
      matchedCount += 1;
      const sum = (byCurrency[currency] ??= { count: 0, cents: 0 });
      sum.count += 1;
      sum.cents += s.cents;
    }
  }
  for (const mine of shop) {
    if (stripeIds.has(mine.paymentIntentId)) continue;
    differences.push({
      kind: "missing_in_stripe",
      paymentIntentId: mine.paymentIntentId,
      ...orderOf(mine),
      shopCents: mine.cents,
      currency: mine.currency ?? "usd",
    });
  }
  const matchedCents = byCurrency.usd?.cents ?? 0;
  return { matchedCount, matchedCents, matchedByCurrency: byCurrency, differences };
}

function orderOf(side: PaymentSide): { orderId?: string } {
  return side.orderId ? { orderId: side.orderId } : {};
}

/** Sums payment records per PaymentIntent (an order of several lines has one record per line). */
export function sumByPaymentIntent(rows: PaymentSide[]): PaymentSide[] {
  const by = new Map<string, PaymentSide>();
  for (const r of rows) {
    const seen = by.get(r.paymentIntentId);
    if (seen) seen.cents += r.cents;
    else by.set(r.paymentIntentId, { ...r });
  }
  return [...by.values()];
}

/** The admin page the reconciliation mail links to. */
export const RECONCILIATION_PATH = "/dashboard/reconciliation";

const KIND_LABELS: Record<DifferenceKind, string> = {
  missing_in_shop: "Paid in Stripe, not recorded by the shop",
  missing_in_stripe: "Recorded by the shop, not paid in Stripe",
  amount_differs: "Amounts differ",
  refund_missing_in_shop: "Refunded in Stripe, not recorded by the shop",
  refund_missing_in_stripe: "Refund recorded by the shop, not in Stripe",
  dispute_missing_in_shop: "Disputed in Stripe, not recorded by the shop",
};

export function differenceLabel(kind: DifferenceKind): string {
  return KIND_LABELS[kind];
}

/** GET /reconciliations: one page of stored runs, newest first. */
export type ReconciliationPage = Page<Reconciliation>;
export const RECONCILIATION_PAGE_SIZE = 20;
