/**
 * The Add Product form holds what the admin typed (all text, price in dollars); this schema maps
 * it onto the domain's `productInputSchema` (price in cents) so the spec's messages and the
 * server's rules are written once. Issues on `priceCents` are reported on the `price` field.
 */
import { z } from "zod";
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  parseDollarsToCents,
  productInputSchema,
  type ProductInput,
} from "@shop/domain";

export const PRODUCT_FORM_FIELDS = [
  "name",
  "description",
  "minimumOrder",
  "availableOrder",
  "price",
  "priceEur",
  "priceGbp",
  "image",
  "maxPerOrder",
  "lowStockThreshold",
] as const;
export type ProductFormField = (typeof PRODUCT_FORM_FIELDS)[number];
export type ProductFormValues = Record<ProductFormField, string>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  minimumOrder: "",
  availableOrder: "",
  price: "",
  priceEur: "",
  priceGbp: "",
  image: "",
  maxPerOrder: "",
  lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
};

/** Largest values the domain accepts (product/schemas.ts): 1,000,000 pieces, $10,000.00. */
const MAX_PIECES = 1_000_000;
const MAX_PRICE_CENTS = 1_000_000;

export const MINIMUM_ABOVE_AVAILABLE = "Minimum order cannot be more than the available quantity";
export const PRICE_FORMAT_MESSAGE = "Enter the price in dollars, like 49.99";
export const PRICE_TOO_HIGH_MESSAGE = "Price must be at most $10,000.00";
export const PIECES_TOO_HIGH_MESSAGE = "Quantities must be at most 1,000,000";
/** The EUR and GBP prices (optional, VAT included): what is typed, and the message when it is not money. */
const OTHER_PRICES = {
  priceEur: { currency: "eur", message: "Enter the price in euros, like 49.99" },
  priceGbp: { currency: "gbp", message: "Enter the price in pounds, like 49.99" },
} as const;

function isWholeNumberText(text: string): boolean {
  return /^\d+$/.test(text.trim());
}

/** Replaces the domain's general message where the typed value tells us something clearer. */
function clearerMessage(field: ProductFormField, values: ProductFormValues, message: string): string {
  const text = values[field].trim();
  if ((field === "priceEur" || field === "priceGbp") && parseDollarsToCents(text) === null)
    return OTHER_PRICES[field].message;
  if (field === "price" && text !== "") {
    const cents = parseDollarsToCents(text);
    if (cents === null) return PRICE_FORMAT_MESSAGE;
    if (cents > MAX_PRICE_CENTS) return PRICE_TOO_HIGH_MESSAGE;
  }
  if (
    (field === "minimumOrder" || field === "availableOrder" || field === "maxPerOrder") &&
    isWholeNumberText(text) &&
    Number(text) > MAX_PIECES
  ) {
    return PIECES_TOO_HIGH_MESSAGE;
  }
  return message;
}

function formField(path: PropertyKey[]): ProductFormField {
  const key = path[0];
  if (key === "priceCents") return "price";
  if (key === "prices") return path[1] === "gbp" ? "priceGbp" : "priceEur";
  return PRODUCT_FORM_FIELDS.find((f) => f === key) ?? "name";
}

/** `prices` of the typed EUR and GBP prices (empty: not sold in that currency). */
function otherPrices(values: ProductFormValues): { prices?: { eur?: number; gbp?: number } } {
  const prices: { eur?: number; gbp?: number } = {};
  for (const field of ["priceEur", "priceGbp"] as const) {
    const text = values[field].trim();
    if (text !== "") prices[OTHER_PRICES[field].currency] = parseDollarsToCents(text) ?? Number.NaN;
  }
  return Object.keys(prices).length > 0 ? { prices } : {};
}

export const productFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    minimumOrder: z.string(),
    availableOrder: z.string(),
    price: z.string(),
    priceEur: z.string(),
    priceGbp: z.string(),
    image: z.string(),
    maxPerOrder: z.string(),
    lowStockThreshold: z.string(),
  })
  .transform((values, ctx): ProductInput => {
    const priceText = values.price.trim();
    const thresholdText = values.lowStockThreshold.trim();
    const result = productInputSchema.safeParse({
      name: values.name,
      description: values.description,
      minimumOrder: values.minimumOrder,
      availableOrder: values.availableOrder,
      // Empty stays empty (→ the spec's required message); text that is not money becomes NaN.
      priceCents: priceText === "" ? "" : (parseDollarsToCents(priceText) ?? Number.NaN),
      image: values.image.trim(),
      ...otherPrices(values),
      // Empty: no maximum (the key is left out).
      ...(values.maxPerOrder.trim() === "" ? {} : { maxPerOrder: values.maxPerOrder }),
      // Empty: the default (10); text that is not a whole number becomes NaN (its message).
      ...(thresholdText === ""
        ? {}
        : { lowStockThreshold: /^\d+$/.test(thresholdText) ? Number(thresholdText) : Number.NaN }),
    });
    if (result.success) return result.data;
    const reported = new Set<ProductFormField>();
    const issues = result.error.issues;
    const availableInvalid = issues.some((i) => formField(i.path) === "availableOrder");
    for (const issue of issues) {
      const field = formField(issue.path);
      if (reported.has(field)) continue;
      // "Minimum order cannot be more than the available quantity" means nothing while the
      // available quantity itself is not a valid number.
      if (issue.message === MINIMUM_ABOVE_AVAILABLE && availableInvalid) continue;
      reported.add(field);
      ctx.addIssue({ code: "custom", path: [field], message: clearerMessage(field, values, issue.message) });
    }
    return z.NEVER;
  });
