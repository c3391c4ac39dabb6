/**
 * Validation schemas of product requests and forms, with the spec's exact messages (§5). Shared by the
 * web forms (react-hook-form + zodResolver) and the functions (request validation).
 */
import { z } from "zod";
import { requiredText } from "../core/fields.js";
import { isOneLine, ONE_LINE_MESSAGE } from "../core/text.js";
import { pricesChangeSchema, pricesInputSchema } from "../currency/currency-schemas.js";
import { lowStockThresholdSchema } from "./low-stock.js";
import { MAX_STOCK_BUCKETS } from "./stock.js";

/** A whole number typed into a form field (strings from inputs are accepted). */
const wholeNumber = (requiredMessage: string, invalidMessage: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int(invalidMessage)
      .min(0, invalidMessage)
      .max(1_000_000, invalidMessage),
  );

const stockBucketsSetting = z
  .number({ error: `Stock buckets must be a whole number from 1 to ${MAX_STOCK_BUCKETS}` })
  .int(`Stock buckets must be a whole number from 1 to ${MAX_STOCK_BUCKETS}`)
  .min(1, `Stock buckets must be a whole number from 1 to ${MAX_STOCK_BUCKETS}`)
  .max(MAX_STOCK_BUCKETS, `Stock buckets must be a whole number from 1 to ${MAX_STOCK_BUCKETS}`);

/** PATCH /products/:id/stock (admin): the new total, optionally with a new bucket setting. */
export const stockChangeSchema = z
  .object({
    availableOrder: z
      .number({ error: "Available quantity must be a whole number" })
      .int("Available quantity must be a whole number")
      .min(0, "Available quantity must be a whole number")
      .max(1_000_000, "Available quantity must be a whole number"),
    stockBuckets: stockBucketsSetting.optional(),
    /** The variant whose stock changes (issue 48); absent: the default one (the product's own). */
    variantId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, "Variant id is not valid")
      .optional(),
  })
  .strict();

export type StockChange = z.infer<typeof stockChangeSchema>;

export const MAX_PER_ORDER_MESSAGE = "Maximum per order must be a whole number of at least 1";

export const MAX_BELOW_MINIMUM_MESSAGE = "Maximum per order must be more than the minimum order";

/** A product's 'Maximum per order' as typed (empty: no maximum). */
const maxPerOrderSetting = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
  z
    .number({ error: MAX_PER_ORDER_MESSAGE })
    .int(MAX_PER_ORDER_MESSAGE)
    .min(1, MAX_PER_ORDER_MESSAGE)
    .max(1_000_000, MAX_PER_ORDER_MESSAGE)
    .optional(),
);

export const USD_PRICE_MISMATCH = "prices.usd must be the same as priceCents";

/**
 * PATCH /products/:id (admin, Manage Product): the product's settings — its 'Maximum per order'
 * (`null` removes it) and its prices per currency (`prices.usd` is also its `priceCents`).
 */
export const productSettingsSchema = z
  .object({
    maxPerOrder: z
      .number({ error: MAX_PER_ORDER_MESSAGE })
      .int(MAX_PER_ORDER_MESSAGE)
      .min(1, MAX_PER_ORDER_MESSAGE)
      .max(1_000_000, MAX_PER_ORDER_MESSAGE)
      .nullable()
      .optional(),
    prices: pricesChangeSchema.optional(),
  })
  .strict()
  .refine((s) => s.maxPerOrder !== undefined || s.prices !== undefined, {
    message: "Give maxPerOrder or prices",
  });

export type ProductSettings = z.infer<typeof productSettingsSchema>;

/** Price in cents, sent by the admin form after converting dollars. */
export const productInputSchema = z
  .object({
    name: requiredText("Name is required")
      .max(120, "Name must be at most 120 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE),
    description: requiredText("Description is required").max(
      2000,
      "Description must be at most 2000 characters",
    ),
    minimumOrder: wholeNumber(
      "Minimum order quantity is required",
      "Minimum order must be a whole number of at least 1",
    ).refine((n) => n >= 1, "Minimum order must be a whole number of at least 1"),
    availableOrder: wholeNumber(
      "Available  quantity is required",
      "Available quantity must be a whole number",
    ),
    priceCents: wholeNumber("price  quantity is required", "Price must be more than $0").refine(
      (n) => n > 0,
      "Price must be more than $0",
    ),
    image: requiredText("Image is required")
      .max(2048, "Image URL is too long")
      .refine((u) => /^(https?:\/\/|\/)/.test(u), "Image must be a URL"),
    /** Admin setting for launches: how many stock buckets share the pieces (stock.ts). */
    stockBuckets: stockBucketsSetting.optional(),
    /** 'Maximum per order': absent or empty, no maximum. */
    maxPerOrder: maxPerOrderSetting.optional(),
    /** The stock at which the shop is mailed (low-stock.ts); 10 when not given. */
    lowStockThreshold: lowStockThresholdSchema.optional(),
    /** Prices per currency (EUR and GBP include VAT); absent ones: not sold in that currency. */
    prices: pricesInputSchema.optional(),
  })
  .strict()
  .refine((p) => p.prices?.usd === undefined || p.prices.usd === p.priceCents, {
    message: USD_PRICE_MISMATCH,
    path: ["prices", "usd"],
  })
  .refine((p) => p.minimumOrder <= p.availableOrder, {
    message: "Minimum order cannot be more than the available quantity",
    path: ["minimumOrder"],
  })
  .refine((p) => p.maxPerOrder === undefined || p.maxPerOrder > p.minimumOrder, {
    message: MAX_BELOW_MINIMUM_MESSAGE,
    path: ["maxPerOrder"],
  });

export type ProductInput = z.infer<typeof productInputSchema>;
