/**
 * Promo codes: what an admin creates, whether a code applies to an order, and how its discount
 * is spread over the order's lines in whole cents. Pure; the functions keep the redemptions.
 */
import { z } from "zod";
import type { Cents } from "./money.js";

export const PROMO_MESSAGES = {
  invalid: "Invalid promo code",
  tooLow: "Order total too low for this code",
  usedUp: "Promo code used up",
  exists: "A promo code with this name already exists",
  notFound: "Promo code not found",
} as const;

/** The smallest amount Stripe charges in US dollars: an order below it cannot be paid by card. */
export const MIN_CHARGE_CENTS = 50;

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
  })
  .strip()
  .refine((c) => (c.percentOff === undefined) !== (c.amountOffCents === undefined), {
    message: "Give exactly one of percentOff and amountOffCents",
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
  active: boolean;
  /** How many shards keep its redemptions (functions/src/promotions). */
  redemptionShards: number;
  createdAt: number;
}

export type PromoRefusal = "invalid" | "tooLow";

/** Whether the code applies to an order of `subtotalCents` at `now` (its redemptions aside). */
export function promoRefusal(
  code: PromoCode | undefined,
  subtotalCents: Cents,
  now: number,
): PromoRefusal | null {
  if (!code?.active) return "invalid";
  if (code.startsAt !== null && now < code.startsAt) return "invalid";
  if (code.endsAt !== null && now >= code.endsAt) return "invalid";
  if (code.minSubtotalCents !== null && subtotalCents < code.minSubtotalCents) return "tooLow";
  const total = subtotalCents - promoDiscountCents(code, subtotalCents);
  if (total < MIN_CHARGE_CENTS) return "tooLow";
  return null;
}

/** The discount of a code on a subtotal: a percentage rounded down to the cent, or an amount, never above the subtotal. */
export function promoDiscountCents(
  code: Pick<PromoCode, "percentOff" | "amountOffCents">,
  subtotalCents: Cents,
): Cents {
  const off =
    code.percentOff !== null
      ? Math.floor((subtotalCents * code.percentOff) / 100)
      : (code.amountOffCents ?? 0);
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
