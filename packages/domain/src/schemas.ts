/**
 * Validation schemas, once, with the spec's exact messages (§5). Shared by the web forms
 * (react-hook-form + zodResolver) and the functions (request validation).
 */
import { z } from "zod";
import { pricesChangeSchema, pricesInputSchema } from "./currency-schemas.js";
import { lowStockThresholdSchema } from "./low-stock.js";
import { DOCUMENT_ID_PATTERN } from "./ids.js";
import { PURCHASE_QUANTITY_MESSAGE } from "./pricing.js";
import { MAX_STOCK_BUCKETS } from "./stock.js";

export const PASSWORD_MIN = 6;
/**
 * A strict address grammar (what mail providers hand out): letters, digits and `. _ + -` before
 * the @, dot-separated host labels and a letter TLD after it. No `?`, `&`, `%`, quotes, spaces or
 * other characters that change meaning inside a `mailto:` link or a mail header. The same grammar
 * is in firestore.rules.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const ONE_LINE_MESSAGE = "Please remove line breaks and control characters";
/** CR, LF and every other C0/C1 control character, and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Text from elsewhere (an ID token's name) made one line: each such character becomes a space. */
export function toOneLine(text: string): string {
  return text.replace(new RegExp(NOT_ONE_LINE.source, "g"), " ").trim();
}
/** True for text that is safe on one line (a name, a subject, a tracking number). */
export function isOneLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const loginSchema = z.object({
  email: requiredText("Email is Required").regex(EMAIL_PATTERN, "Provide a valid Email"),
  password: z
    .string({ error: "Password is Required" })
    .min(1, "Password is Required")
    .min(PASSWORD_MIN, "Must be 6 characters or longer"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  name: requiredText("Name is required").max(80, "Name is too long").refine(isOneLine, ONE_LINE_MESSAGE),
  email: requiredText("Email is required").regex(EMAIL_PATTERN, "Provide a valid email"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .min(PASSWORD_MIN, "Must be value 6"),
});
export type SignupInput = z.infer<typeof signupSchema>;

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
  })
  .strict();
export type StockChange = z.infer<typeof stockChangeSchema>;

/** POST /purchase/:id/refund (admin): whether the pieces go back to stock (default: when not shipped). */
export const refundInputSchema = z
  .object({ restock: z.boolean({ error: "restock must be true or false" }).optional() })
  .strict();

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

/** The spec's phone check (the one-line address's path: '+1 555 0100'). */
export const PHONE_PATTERN = /^\+?[0-9 ()\-.]{6,20}$/;

export const purchaseInputSchema = z
  .object({
    productId: requiredText("Product is required").regex(DOCUMENT_ID_PATTERN, "Unknown product"),
    quantity: z
      .number({ error: PURCHASE_QUANTITY_MESSAGE })
      .int(PURCHASE_QUANTITY_MESSAGE)
      .positive(PURCHASE_QUANTITY_MESSAGE)
      .max(1_000_000, PURCHASE_QUANTITY_MESSAGE),
    address: requiredText("Address is required").max(300, "Address must be at most 300 characters"),
    phone: requiredText("Phone is required").regex(PHONE_PATTERN, "Provide a valid phone number"),
  })
  .strip();
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

export const FEEDBACK_MAX = 1000;
export const feedbackInputSchema = z
  .object({
    star: z
      .number({ error: "Please choose from 1 to 5 stars" })
      .int("Please choose from 1 to 5 stars")
      .min(1, "Please choose from 1 to 5 stars")
      .max(5, "Please choose from 1 to 5 stars"),
    feedbackMessage: requiredText("Please write your feedback").max(
      FEEDBACK_MAX,
      `Feedback must be at most ${FEEDBACK_MAX} characters`,
    ),
  })
  .strip();
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const contactMessageSchema = z
  .object({
    name: requiredText("Name is required")
      .max(100, "Name must be at most 100 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE),
    company: z
      .string()
      .trim()
      .max(100, "Company must be at most 100 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE)
      .default(""),
    email: requiredText("Email is required")
      .max(200, "Provide a valid email")
      .regex(EMAIL_PATTERN, "Provide a valid email"),
    phone: z
      .string()
      .trim()
      .max(30, "Phone must be at most 30 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE)
      .default(""),
    message: requiredText("Please tell us how we can help").max(
      2000,
      "Message must be at most 2000 characters",
    ),
  })
  .strip();
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const shipmentInputSchema = z
  .object({
    carrier: z
      .string()
      .trim()
      .max(60, "Carrier must be at most 60 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE)
      .optional(),
    trackingNumber: z
      .string()
      .trim()
      .max(60, "Tracking number must be at most 60 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE)
      .optional(),
  })
  .strip();
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

export const profileUpdateSchema = z
  .object({
    displayName: requiredText("Name is required")
      .max(80, "Name is too long")
      .refine(isOneLine, ONE_LINE_MESSAGE),
    photoURL: z
      .string()
      .trim()
      .max(2048, "Photo URL is too long")
      .refine((u) => u === "" || /^(https?:\/\/|\/)/.test(u), "Photo must be a URL")
      .default(""),
  })
  .strip();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
