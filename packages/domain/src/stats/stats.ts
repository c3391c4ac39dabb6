/**
 * The sales overview (GET /stats/overview): its query, its answer, and the pure rules that say
 * what one purchase or order adds to the figures. Money is what was paid minus what was refunded,
 * day by day in UTC: a payment counts on the day it was recorded, a refund on its own day. An
 * order counts once, however many lines (purchases) it has; money and top products count by line
 * (stats-ledger.ts). Pure.
 */
import { z } from "zod";
import type { Currency } from "../currency/currency.js";
import { optionalCurrencySchema } from "../currency/currency-schemas.js";
import type { Cents } from "../core/money.js";
import { ORDER_STATES, type Order, type OrderState } from "../order/record.js";
import { DEFAULT_VARIANT_ID, defaultSku, lineName } from "../product/variants.js";
import type { Purchase } from "../purchase/types.js";

export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_DAYS_MESSAGE = "days must be 7, 30 or 90";
/** How many products the overview ranks. */
export const TOP_PRODUCTS = 5;

/** GET /stats/overview?days=7|30|90 (default 30). */
export const statsOverviewQuerySchema = z
  .object({
    days: z
      .enum(["7", "30", "90"], { error: STATS_DAYS_MESSAGE })
      .default("30")
      .transform((d) => Number(d) as StatsPeriod),
    /** The currency whose figures are answered (issue 32: never a sum across currencies). */
    currency: optionalCurrencySchema,
  })
  .strict();

export interface StatsDay {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  /** Paid minus refunded that day (negative on a day with only refunds). */
  revenueCents: Cents;
  /** Orders paid that day (an order of several lines once). */
  orders: number;
  refundedCents: Cents;
}

export interface StatsTopProduct {
  productId: string;
  name: string;
  revenueCents: Cents;
  quantity: number;
}

/** A variant among the best sellers (issue 48): every line has one, a product's default one at least. */
export interface StatsTopVariant {
  productId: string;
  variantId: string;
  sku: string;
  /** The product's name with the variant's options ('Gimbal X1 Bundle (X1-WHT · Colour: White)'). */
  name: string;
  revenueCents: Cents;
  quantity: number;
}

/** GET /stats/overview (admin). */
export interface StatsOverviewAnswer {
  /** Every amount is in this currency (`?currency=`, usd unless asked); order counts by state are shop-wide. */
  currency: Currency;
  days: StatsDay[];
  totals: {
    revenueCents: Cents;
    orders: number;
    refundedCents: Cents;
    /** What was paid in the period divided by the orders paid in it (0 without orders). */
    averageOrderCents: Cents;
  };
  /** Orders in each state now, shop-wide (an order of several lines once). */
  byState: Record<OrderState, number>;
  /** The best-selling products of the period by revenue (net of their refunds), at most 5. */
  topProducts: StatsTopProduct[];
  /** The best-selling variants of the period by revenue (net of their refunds), at most 5. */
  topVariants: StatsTopVariant[];
  /** Card disputes closed as lost in the period (in `currency`): money the bank took back for good. */
  disputesLost: { count: number; cents: Cents };
  /**
   * Carts left behind (issue 50), shop-wide whatever the currency: reminders mailed in the period,
   * and orders placed in it from a reminded cart (recovered).
   */
  carts: CartReminderCounts;
  /**
   * Tax collected in the period by the destination's country (Stripe Tax's, of the orders paid
   * in it), most first (issue 31).
   */
  taxByCountry: StatsCountryTax[];
}

export interface CartReminderCounts {
  reminded: number;
  recovered: number;
}

export interface StatsCountryTax {
  /** ISO 3166-1 alpha-2. */
  country: string;
  taxCents: Cents;
}

const DAY_MS = 86_400_000;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The `count` UTC days ending with the day of `now`, oldest first. */
export function periodDays(count: number, now: number): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, i) => utcDay(today - (count - 1 - i) * DAY_MS));
}

/** The variant a line sold, as the day documents key it (`{productId}~{variantId}`). */
export interface StatsVariantRef {
  id: string;
  sku: string;
  name: string;
}

/** The variant of a purchase: its own, or its product's default one (lines from before variants). */
export function statsVariantOf(p: Purchase): StatsVariantRef {
  const id = p.variantId ?? DEFAULT_VARIANT_ID;
  const sku = p.sku ?? defaultSku(p.productId);
  return { id, sku, name: lineName({ ...p, variantId: id, sku }) };
}

/** What one purchase adds to the figures, as it is now. */
export interface PurchaseContribution {
  /** Its payment: the day and the money taken; null while unpaid (or never paid). */
  paid: {
    at: number;
    cents: Cents;
    productId: string;
    productName: string;
    quantity: number;
    variant: StatsVariantRef;
  } | null;
  /** Money refunded of that payment so far, and when the latest refund was recorded. */
  refunded: { cents: Cents; at: number };
}

/**
 * A purchase's money: its payment (the moment its history says it was paid) and what was
 * refunded of it. A purchase never paid adds nothing, not even a refund (a payment that arrived
 * after a cancellation or expiry is refunded automatically and never counted as paid).
 */
export function purchaseContribution(p: Purchase): PurchaseContribution {
  if (!p.paid || !p.transactionId) return { paid: null, refunded: { cents: 0, at: p.updatedAt } };
  const cents = p.paidCents ?? p.priceCents;
  const paidAt = p.history.find((h) => h.state === "paid")?.at ?? p.updatedAt;
  const refundedCents = Math.min(cents, Math.max(p.refundedCents ?? 0, p.refund?.amountCents ?? 0));
  return {
    paid: {
      at: paidAt,
      cents,
      productId: p.productId,
      productName: p.productName,
      quantity: p.quantity,
      variant: statsVariantOf(p),
    },
    refunded: { cents: refundedCents, at: p.refund?.at ?? p.updatedAt },
  };
}

/** The states of an order whose payment was taken (some of it may be refunded since). */
export const PAID_ORDER_STATES: readonly Order["state"][] = ["paid", "partially_refunded", "refunded"];

/**
 * Money refunded of an order that no line accounts for (a partial refund made in Stripe's
 * Dashboard, recorded on the order only): the lines' own refunds — lines refunded in full, and
 * `linesPartialCents`, partial refunds a line records itself (purchases from before every
 * checkout was an order) — are counted on the lines. Never more than what is left of the total.
 */
export function orderExtraRefund(o: Order, linesPartialCents = 0): { cents: Cents; at: number } {
  if (!PAID_ORDER_STATES.includes(o.state)) return { cents: 0, at: o.updatedAt };
  const lines = o.lines.filter((l) => o.refundedPurchaseIds.includes(l.purchaseId));
  // A line refunded in full accounts for its whole payment (its returns' refunds included); the
  // other lines account for what they record refunded themselves (their returns among it: the
  // order's `returnedCents` when their purchases are not at hand).
  const returned = Object.entries(o.returnedCents ?? {})
    .filter(([id]) => !o.refundedPurchaseIds.includes(id))
    .reduce((sum, [, cents]) => sum + cents, 0);
  const byLines = lines.reduce((sum, l) => sum + l.paidCents, 0) + Math.max(linesPartialCents, returned);
  const cents = Math.max(0, Math.min(o.refundedCents - byLines, o.totalCents - byLines));
  return { cents, at: o.updatedAt };
}

/** What the order's lines not refunded in full record as refunded themselves (partial refunds). */
export function linesPartialRefundCents(o: Order, purchases: readonly (Purchase | undefined)[]): Cents {
  return purchases.reduce((sum, p, i) => {
    const id = o.purchaseIds[i];
    if (!p || !id || o.refundedPurchaseIds.includes(id)) return sum;
    return sum + purchaseContribution(p).refunded.cents;
  }, 0);
}

/** Order states in the order the overview lists them, each with zero. */
export function emptyStateCounts(): Record<OrderState, number> {
  return Object.fromEntries(ORDER_STATES.map((s) => [s, 0])) as Record<OrderState, number>;
}

/** One shard of one day's figures as kept in Firestore (`statsDays/{date}_{shard}`). */
export interface StatsDayShard {
  date: string;
  /** The currency of its amounts; absent: usd (`statsDays/{date}_{shard}`; others `{date}_{currency}_{shard}`). */
  currency?: Currency;
  paidCents: Cents;
  refundedCents: Cents;
  orders: number;
  products: Record<string, { name: string; revenueCents: Cents; quantity: number }>;
  /** The same by variant, keyed `{productId}~{variantId}` (absent on days counted before issue 48). */
  variants?: Record<string, StatsShardVariant>;
  /** Tax collected that day by the destination's country. */
  taxByCountry?: Record<string, Cents>;
  /** Cart reminders mailed that day (issue 50; on the USD day documents, counted by customer's shard). */
  cartsReminded?: number;
}

/** A cart reminder as the fields of its day's shard, the count through `inc` (an increment). */
export function cartRemindedFields<T>(at: number, inc: (n: number) => T): { date: string; cartsReminded: T } {
  return { date: utcDay(at), cartsReminded: inc(1) };
}

/** The reminders of a period's days, from all its shards (every currency's documents read). */
export function cartsRemindedIn(dates: readonly string[], shards: readonly StatsDayShard[]): number {
  const inPeriod = new Set(dates);
  return shards.reduce((sum, s) => sum + (inPeriod.has(s.date) ? (s.cartsReminded ?? 0) : 0), 0);
}

/** One variant's figures in a day's shard. */
export interface StatsShardVariant {
  productId: string;
  variantId: string;
  sku: string;
  name: string;
  revenueCents: Cents;
  quantity: number;
}

/** The top `TOP_PRODUCTS` by revenue, then name; entries with no sale and no refund left out. */
function topOf<T extends { name: string; revenueCents: Cents; quantity: number }>(rows: Iterable<T>): T[] {
  return [...rows]
    .filter((p) => p.quantity > 0 || p.revenueCents !== 0)
    .sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name))
    .slice(0, TOP_PRODUCTS);
}

/** Adds a shard's variants to the period's. */
function addVariants(into: Map<string, StatsTopVariant>, shard: StatsDayShard): void {
  for (const [key, v] of Object.entries(shard.variants ?? {})) {
    const known = into.get(key) ?? { ...v, revenueCents: 0, quantity: 0 };
    known.revenueCents += v.revenueCents ?? 0;
    known.quantity += v.quantity ?? 0;
    if (v.name) known.name = v.name;
    into.set(key, known);
  }
}

/** Sums the shards of a period into the answer (byState apart). */
export function summarise(
  dates: readonly string[],
  shards: readonly StatsDayShard[],
): Omit<StatsOverviewAnswer, "byState" | "disputesLost" | "currency" | "carts"> {
  const byDate = new Map(dates.map((date) => [date, { date, paid: 0, refunded: 0, orders: 0 }]));
  const products = new Map<string, StatsTopProduct>();
  const variants = new Map<string, StatsTopVariant>();
  const tax = new Map<string, Cents>();
  for (const s of shards) {
    const day = byDate.get(s.date);
    if (!day) continue;
    for (const [country, cents] of Object.entries(s.taxByCountry ?? {}))
      tax.set(country, (tax.get(country) ?? 0) + cents);
    day.paid += s.paidCents ?? 0;
    day.refunded += s.refundedCents ?? 0;
    day.orders += s.orders ?? 0;
    addVariants(variants, s);
    for (const [productId, p] of Object.entries(s.products ?? {})) {
      const known = products.get(productId) ?? { productId, name: p.name, revenueCents: 0, quantity: 0 };
      known.revenueCents += p.revenueCents ?? 0;
      known.quantity += p.quantity ?? 0;
      if (p.name) known.name = p.name;
      products.set(productId, known);
    }
  }
  const days = [...byDate.values()].map((d) => ({
    date: d.date,
    revenueCents: d.paid - d.refunded,
    orders: d.orders,
    refundedCents: d.refunded,
  }));
  const paid = [...byDate.values()].reduce((sum, d) => sum + d.paid, 0);
  const refunded = days.reduce((sum, d) => sum + d.refundedCents, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const topProducts = topOf(products.values());
  const taxByCountry = [...tax.entries()]
    .filter(([, cents]) => cents !== 0)
    .map(([country, taxCents]) => ({ country, taxCents }))
    .sort((a, b) => b.taxCents - a.taxCents || a.country.localeCompare(b.country));
  return {
    taxByCountry,
    days,
    totals: {
      revenueCents: paid - refunded,
      orders,
      refundedCents: refunded,
      averageOrderCents: orders === 0 ? 0 : Math.round(paid / orders),
    },
    topProducts,
    topVariants: topOf(variants.values()),
  };
}
