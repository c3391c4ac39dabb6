/**
 * Promo codes: what an admin creates, whether a code applies to an order, and how its discount
 * is spread over the order's lines in whole cents. Pure; the functions keep the redemptions.
 */
import { z } from "zod";
import { MIN_CHARGE, type Currency } from "../currency/currency.js";
import type { Cents } from "../core/money.js";

export const PROMO_MESSAGES = {
  invalid: "Invalid promo code",
  tooLow: "Order total too low for this code",
  usedUp: "Promo code used up",
  exists: "A promo code with this name already exists",
  notFound: "Promo code not found",
  notInCurrency: "This promo code cannot be used in this currency",
} as const;

/** The smallest amount Stripe charges in US dollars: an order below it cannot be paid by card. */
export const MIN_CHARGE_CENTS = MIN_CHARGE.usd;

const centsIn = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of cents` })
    .int(`${field} must be a whole number of cents`)
    .min(0, `${field} must be at least 0`)
    .max(100_000_000, `${field} is too large`);

/** Amounts of a code in the other currencies (`amountOffCents` and `minSubtotalCents` are USD). */
const otherAmountsSchema = (field: string) =>
  z.object({ eur: centsIn(`${field}.eur`).optional(), gbp: centsIn(`${field}.gbp`).optional() }).strict();

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/** Codes are case-insensitive: stored and compared upper-cased. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export const promoCodeSchema = z
  .string({ error: PROMO_MESSAGES.invalid })
  .trim()
  .regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.invalid)
  .transform(normalizePromoCode);

const isoTime = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be a date and time (ISO 8601)` })
    .transform((t) => Date.parse(t));

/** POST /promo-codes (admin). Exactly one of percentOff and amountOffCents. */
export const promoCodeInputSchema = z
  .object({
    code: z
      .string({ error: "code is required" })
      .trim()
      .regex(PROMO_CODE_PATTERN, "code must be 3 to 32 letters and digits")
      .transform(normalizePromoCode),
    percentOff: z
      .number({ error: "percentOff must be a whole number from 1 to 100" })
      .int("percentOff must be a whole number from 1 to 100")
      .min(1, "percentOff must be a whole number from 1 to 100")
      .max(100, "percentOff must be a whole number from 1 to 100")
      .optional(),
    amountOffCents: z
      .number({ error: "amountOffCents must be a whole number of cents" })
      .int("amountOffCents must be a whole number of cents")
      .min(1, "amountOffCents must be at least 1")
      .max(100_000_000, "amountOffCents is too large")
      .optional(),
    startsAt: isoTime("startsAt").optional(),
    endsAt: isoTime("endsAt").optional(),
    maxRedemptions: z
      .number({ error: "maxRedemptions must be a whole number" })
      .int("maxRedemptions must be a whole number")
      .min(1, "maxRedemptions must be at least 1")
      .max(1_000_000, "maxRedemptions is too large")
      .optional(),
    minSubtotalCents: z
      .number({ error: "minSubtotalCents must be a whole number of cents" })
      .int("minSubtotalCents must be a whole number of cents")
      .min(0, "minSubtotalCents must be at least 0")
      .optional(),
    /** The amount off in EUR and GBP (an amount-off code applies only in the currencies it has an amount for). */
    amountsOff: otherAmountsSchema("amountsOff").optional(),
    /** The minimum subtotal in EUR and GBP (a code with a USD minimum needs one to apply in them). */
    minSubtotals: otherAmountsSchema("minSubtotals").optional(),
  })
  .strip()
  .refine((c) => (c.percentOff === undefined) !== (c.amountOffCents === undefined), {
    message: "Give exactly one of percentOff and amountOffCents",
  })
  .refine((c) => c.amountsOff === undefined || c.amountOffCents !== undefined, {
    message: "amountsOff needs amountOffCents",
  })
  .refine((c) => c.startsAt === undefined || c.endsAt === undefined || c.startsAt < c.endsAt, {
    message: "endsAt must be after startsAt",
  });
export type PromoCodeInput = z.output<typeof promoCodeInputSchema>;

/** PATCH /promo-codes/:code (admin). */
export const promoCodeChangeSchema = z
  .object({ active: z.boolean({ error: "active must be true or false" }) })
  .strip();

/** `promoCodes/{CODE}` (server-only). Times are epoch ms; null when not set. */
export interface PromoCode {
  code: string;
  percentOff: number | null;
  amountOffCents: Cents | null;
  startsAt: number | null;
  endsAt: number | null;
  maxRedemptions: number | null;
  minSubtotalCents: Cents | null;
  /** EUR and GBP amounts off (absent: the code's amount applies in USD only). */
  amountsOff?: Partial<Record<"eur" | "gbp", Cents>>;
  /** EUR and GBP minimum subtotals. */
  minSubtotals?: Partial<Record<"eur" | "gbp", Cents>>;
  active: boolean;
  /** How many shards keep its redemptions (functions/src/promotions). */
  redemptionShards: number;
  createdAt: number;
}

export type PromoRefusal = "invalid" | "tooLow" | "notInCurrency";

type CodeAmounts = Pick<PromoCode, "percentOff" | "amountOffCents" | "amountsOff">;

/** The code's amount off in a currency: null for a percentage, undefined when it has none there. */
function amountOffIn(code: CodeAmounts, currency: Currency): Cents | null | undefined {
  if (code.percentOff !== null || code.amountOffCents === null) return null;
  return currency === "usd" ? code.amountOffCents : code.amountsOff?.[currency];
}

/** The code's minimum subtotal in a currency: null for none, undefined when it has a USD one only. */
function minimumIn(code: PromoCode, currency: Currency): Cents | null | undefined {
  if (currency === "usd") return code.minSubtotalCents;
  const own = code.minSubtotals?.[currency];
  if (own !== undefined) return own;
  return code.minSubtotalCents === null ? null : undefined;
}

/** Whether the code applies to an order of `subtotalCents` at `now` (its redemptions aside). */
export function promoRefusal(
  code: PromoCode | undefined,
  subtotalCents: Cents,
  now: number,
  currency: Currency = "usd",
): PromoRefusal | null {
  if (!code?.active) return "invalid";
  if (code.startsAt !== null && now < code.startsAt) return "invalid";
  if (code.endsAt !== null && now >= code.endsAt) return "invalid";
  const minimum = minimumIn(code, currency);
  if (minimum === undefined || amountOffIn(code, currency) === undefined) return "notInCurrency";
  if (minimum !== null && subtotalCents < minimum) return "tooLow";
  const total = subtotalCents - promoDiscountCents(code, subtotalCents, currency);
  if (total < MIN_CHARGE[currency]) return "tooLow";
  return null;
}

/**
 * The discount of a code on a subtotal in a currency: a percentage rounded down to the cent, or
 * the code's amount in that currency (none without one), never above the subtotal.
 */
export function promoDiscountCents(
  code: Pick<PromoCode, "percentOff" | "amountOffCents"> & Partial<Pick<PromoCode, "amountsOff">>,
  subtotalCents: Cents,
  currency: Currency = "usd",
): Cents {
  const off =
    code.percentOff !== null
      ? Math.floor((subtotalCents * code.percentOff) / 100)
      : (amountOffIn({ amountsOff: undefined, ...code }, currency) ?? 0);
  return Math.min(subtotalCents, Math.max(0, off));
}

/**
 * Spreads a discount over lines in proportion to their amounts, in whole cents, so that the
 * lines' shares add up exactly to `total - discount` (largest remainder: the cents left over go
 * to the lines with the largest fractions, earlier lines first on a tie).
 */
export function spreadDiscount(lineCents: readonly Cents[], discountCents: Cents): Cents[] {
  const subtotal = lineCents.reduce((a, b) => a + b, 0);
  if (subtotal === 0 || discountCents === 0) return [...lineCents];
  const exact = lineCents.map((c) => (c * discountCents) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return lineCents.map((c, i) => c - (shares[i] ?? 0));
}
