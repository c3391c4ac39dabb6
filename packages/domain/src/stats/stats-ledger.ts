/**
 * What one purchase or one order adds to the overview's daily figures, told against what its
 * ledger entry says was already counted: the difference only, so a trigger run twice, late or
 * out of order adds nothing twice. Money and top products are counted by line (each purchase);
 * orders are counted by order — an order of three lines is one order, on the day it was paid.
 * Pure: the stats area applies the changes in one transaction with the new ledger entry, and the
 * one-time recount (scripts/migrate-stats.ts) uses the same rules. Pure.
 */
import { isCurrency, type Currency } from "../currency/currency.js";
import type { Cents } from "../core/money.js";
import type { Order } from "../order/record.js";
import { PAID_ORDER_STATES, orderExtraRefund, purchaseContribution, type StatsVariantRef } from "./stats.js";
import type { Purchase } from "../purchase/types.js";

/** Shards per day: payments of one day meet on STATS_SHARDS documents, not one. */
export const STATS_SHARDS = 4;

/** A stable shard for a purchase or order id (the same id always lands on the same shard). */
export function statsShardOf(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i += 1) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % STATS_SHARDS;
}

/**
 * `statsLedger/{p-<purchaseId>|o-<orderId>}`: what a purchase or an order has added so far.
 * `v: 2` marks a purchase counted by today's rules (its line adds money, not an order); a
 * purchase entry without it was counted as one order too, and the recount takes that back.
 */
export interface StatsLedgerEntry {
  /** A purchase: its payment has been counted. An order: the order has been counted once. */
  paid: boolean;
  /** The refunded money counted so far. */
  refundedCents: Cents;
  /** An order: the tax given back counted so far (issue 47: tax by country is net). */
  taxRefundedCents?: Cents;
  updatedAt: number;
  v?: 2;
}

/** One change to one day's figures. */
export interface StatsChange {
  date: string;
  /** The currency of its amounts (absent: usd): each currency has its own day documents. */
  currency?: Currency;
  paidCents: Cents;
  refundedCents: Cents;
  orders: number;
  product: {
    id: string;
    name: string;
    revenueCents: Cents;
    quantity: number;
    /** The variant sold (issue 48; absent on changes made before it). */
    variant?: StatsVariantRef;
  } | null;
  /** Tax collected, by the destination's country (an order with tax by destination, once paid). */
  taxByCountry?: Record<string, Cents>;
}

/** The changes to apply and the ledger entry to write with them (null: nothing to do). */
export interface StatsStep {
  changes: StatsChange[];
  ledger: StatsLedgerEntry;
}

export const EMPTY_STATS_LEDGER: StatsLedgerEntry = { paid: false, refundedCents: 0, updatedAt: 0 };

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** `{ currency }` of a purchase's or an order's amounts when not USD (USD days keep their old shape). */
function currencyOf(x: { currency?: string | undefined }): { currency?: Currency } {
  return isCurrency(x.currency) && x.currency !== "usd" ? { currency: x.currency } : {};
}

/** The day document of a change: `{date}_{shard}` in USD (as before), `{date}_{currency}_{shard}` otherwise. */
export function statsDayId(date: string, shard: number, currency: Currency = "usd"): string {
  return currency === "usd" ? `${date}_${shard}` : `${date}_${currency}_${shard}`;
}

/** A purchase's payment once (money and its product, no order), its refunds as they grow. */
export function purchaseStatsStep(p: Purchase, ledger: StatsLedgerEntry, now: number): StatsStep | null {
  const { paid, refunded } = purchaseContribution(p);
  if (!paid) return null;
  const product = { id: paid.productId, name: paid.productName, variant: paid.variant };
  const changes: StatsChange[] = [];
  const money = currencyOf(p);
  if (!ledger.paid) {
    changes.push({
      ...money,
      date: day(paid.at),
      paidCents: paid.cents,
      refundedCents: 0,
      orders: 0,
      product: { ...product, revenueCents: paid.cents, quantity: paid.quantity },
    });
  }
  const refundDelta = refunded.cents - ledger.refundedCents;
  if (refundDelta !== 0) {
    changes.push({
      ...money,
      date: day(refunded.at),
      paidCents: 0,
      refundedCents: refundDelta,
      orders: 0,
      product: { ...product, revenueCents: -refundDelta, quantity: 0 },
    });
  }
  if (changes.length === 0) return null;
  // An entry counted before the recount keeps its missing `v`: the recount still owes it -1 order.
  const v = ledger.paid ? ledger.v : 2;
  return {
    changes,
    ledger: { paid: true, refundedCents: refunded.cents, updatedAt: now, ...(v ? { v } : {}) },
  };
}

/** The moment an order was paid (its history), or null while it is not paid. */
export function orderPaidAt(o: Order): number | null {
  if (!PAID_ORDER_STATES.includes(o.state)) return null;
  return o.history.find((h) => h.state === "paid")?.at ?? o.updatedAt;
}

/**
 * An order once, on the day it was paid, and its refunds that no line accounts for
 * (`linesPartialCents`: linesPartialRefundCents of its purchases).
 */
export function orderStatsStep(
  o: Order,
  ledger: StatsLedgerEntry,
  now: number,
  linesPartialCents = 0,
): StatsStep | null {
  const changes: StatsChange[] = [];
  const paidAt = orderPaidAt(o);
  const money = currencyOf(o);
  if (paidAt !== null && !ledger.paid) {
    const country = o.shippingAddress?.country;
    const tax = country && o.taxCents ? { taxByCountry: { [country]: o.taxCents } } : {};
    changes.push({
      ...money,
      date: day(paidAt),
      paidCents: 0,
      refundedCents: 0,
      orders: 1,
      product: null,
      ...tax,
    });
  }
  const taxBack = orderTaxBackStep(o, ledger, paidAt);
  if (taxBack.change) changes.push(taxBack.change);
  const extra = orderExtraRefund(o, linesPartialCents);
  const delta = extra.cents - ledger.refundedCents;
  if (delta !== 0) {
    changes.push({
      ...money,
      date: day(extra.at),
      paidCents: 0,
      refundedCents: delta,
      orders: 0,
      product: null,
    });
  }
  if (changes.length === 0) return null;
  return {
    changes,
    ledger: {
      paid: ledger.paid || paidAt !== null,
      refundedCents: extra.cents,
      ...(taxBack.counted ? { taxRefundedCents: taxBack.counted } : {}),
      updatedAt: now,
      v: 2,
    },
  };
}

/** The tax an order gave back (refunds booked, and Dashboard refunds' reversals in Stripe Tax). */
export function orderTaxBackCents(o: Pick<Order, "taxRefundedCents" | "dashboardTaxReversedCents">): Cents {
  return (o.taxRefundedCents ?? 0) + (o.dashboardTaxReversedCents ?? 0);
}

/** Tax given back since last counted, taken off its country on the day of the change. */
function orderTaxBackStep(
  o: Order,
  ledger: StatsLedgerEntry,
  paidAt: number | null,
): { change: StatsChange | null; counted: Cents } {
  const back = orderTaxBackCents(o);
  const counted = ledger.taxRefundedCents ?? 0;
  const country = o.shippingAddress?.country;
  if (!country || paidAt === null || back === counted) return { change: null, counted };
  return {
    change: {
      ...currencyOf(o),
      date: day(o.updatedAt),
      paidCents: 0,
      refundedCents: 0,
      orders: 0,
      product: null,
      taxByCountry: { [country]: -(back - counted) },
    },
    counted: back,
  };
}

/**
 * The recount of issue 30 for one purchase counted before it (`paid` without `v`): it was
 * counted as one order on the day it was paid; take that order back (its order counts instead).
 */
export function purchaseRecountStep(p: Purchase, ledger: StatsLedgerEntry, now: number): StatsStep | null {
  if (!ledger.paid || ledger.v === 2) return null;
  const { paid } = purchaseContribution(p);
  const ledgerV2: StatsLedgerEntry = { ...ledger, updatedAt: now, v: 2 };
  if (!paid) return { changes: [], ledger: ledgerV2 };
  return {
    changes: [{ date: day(paid.at), paidCents: 0, refundedCents: 0, orders: -1, product: null }],
    ledger: ledgerV2,
  };
}

/**
 * One change as the fields of a day's shard document, each number through `inc` (Firestore's
 * `FieldValue.increment` where it is written: increments only, no read of the shard).
 */
export function statsShardFields<T>(c: StatsChange, inc: (n: number) => T) {
  const p = c.product;
  const product = p
    ? {
        products: {
          [p.id]: { name: p.name, revenueCents: inc(p.revenueCents), quantity: inc(p.quantity) },
        },
        ...(p.variant
          ? {
              variants: {
                [`${p.id}~${p.variant.id}`]: {
                  productId: p.id,
                  variantId: p.variant.id,
                  sku: p.variant.sku,
                  name: p.variant.name,
                  revenueCents: inc(p.revenueCents),
                  quantity: inc(p.quantity),
                },
              },
            }
          : {}),
      }
    : {};
  const tax = c.taxByCountry
    ? { taxByCountry: Object.fromEntries(Object.entries(c.taxByCountry).map(([k, v]) => [k, inc(v)])) }
    : {};
  return {
    date: c.date,
    ...(c.currency ? { currency: c.currency } : {}),
    paidCents: inc(c.paidCents),
    refundedCents: inc(c.refundedCents),
    orders: inc(c.orders),
    ...product,
    ...tax,
  };
}

/** Merges changes that fall on the same day (one write per day document and transaction). */
export function statsChangesByDay(changes: readonly StatsChange[]): StatsChange[] {
  const days = new Map<string, StatsChange>();
  for (const c of changes) {
    const key = `${c.date}|${c.currency ?? "usd"}`;
    const known = days.get(key);
    if (!known) {
      const tax = c.taxByCountry ? { taxByCountry: { ...c.taxByCountry } } : {};
      days.set(key, { ...c, product: c.product ? { ...c.product } : null, ...tax });
      continue;
    }
    for (const [country, cents] of Object.entries(c.taxByCountry ?? {})) {
      known.taxByCountry = { ...known.taxByCountry, [country]: (known.taxByCountry?.[country] ?? 0) + cents };
    }
    known.paidCents += c.paidCents;
    known.refundedCents += c.refundedCents;
    known.orders += c.orders;
    if (c.product && known.product) {
      known.product.revenueCents += c.product.revenueCents;
      known.product.quantity += c.product.quantity;
    } else if (c.product) known.product = { ...c.product };
  }
  return [...days.values()];
}
