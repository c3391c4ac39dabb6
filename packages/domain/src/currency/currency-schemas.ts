/** The currencies' request schemas (issue 32): `currency` of bodies and queries, price lists of products. */
import { z } from "zod";
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "./currency.js";

export const CURRENCY_MESSAGE = "currency must be usd, eur or gbp";

/** `currency` of a body or a query (any case), `usd` when absent. */
export const currencySchema = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toLowerCase()
  .refine(isCurrency, CURRENCY_MESSAGE)
  .transform((c) => c as Currency);

export const optionalCurrencySchema = currencySchema.optional().transform((c) => c ?? DEFAULT_CURRENCY);

const minorUnits = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of cents` })
    .int(`${what} must be a whole number of cents`)
    .min(1, `${what} must be more than 0`)
    .max(100_000_000, `${what} is too large`);

/** `prices` of POST /products: EUR and GBP optional; `usd`, when given, is the product's price. */
export const pricesInputSchema = z
  .object({
    usd: minorUnits("The USD price").optional(),
    eur: minorUnits("The EUR price").optional(),
    gbp: minorUnits("The GBP price").optional(),
  })
  .strict();

/** `prices` of PATCH /products/:id: `null` stops selling in that currency (USD cannot be removed). */
export const pricesChangeSchema = z
  .object({
    usd: minorUnits("The USD price").optional(),
    eur: minorUnits("The EUR price").nullable().optional(),
    gbp: minorUnits("The GBP price").nullable().optional(),
  })
  .strict();
export type PricesChange = z.infer<typeof pricesChangeSchema>;
