/** PUT /products/:id/variants (admin): a product's options and variants, bundles' parts included. */
import { z } from "zod";
import { documentIdSchema } from "../core/ids.js";
import { isOneLine } from "../core/text.js";
import { pricesInputSchema } from "../currency/currency-schemas.js";
import { DEFAULT_VARIANT_ID, MAX_OPTIONS } from "./variants.js";

const label = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(40, `${what} must be at most 40 characters`)
    .refine(isOneLine, `${what} must be one line`);

export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._-]{0,39}$/;
export const SKU_MESSAGE = "A SKU is 1 to 40 capital letters, digits, '.', '_' or '-'";

const optionSchema = z
  .object({ name: label("An option's name"), values: z.array(label("An option's value")).min(1).max(20) })
  .strict()
  .refine((o) => new Set(o.values).size === o.values.length, "An option's values must differ");

const partSchema = z
  .object({
    productId: documentIdSchema("Product id is not valid"),
    variantId: documentIdSchema("Variant id is not valid"),
    quantity: z.number().int().min(1).max(100),
  })
  .strict();

const variantSchema = z
  .object({
    /** Absent: a new variant (the server names it); `default`: the product's own prices and stock. */
    id: documentIdSchema("Variant id is not valid").optional(),
    sku: z.string().trim().toUpperCase().regex(SKU_PATTERN, SKU_MESSAGE),
    optionValues: z.record(z.string(), z.string()).default({}),
    prices: pricesInputSchema.extend({ usd: pricesInputSchema.shape.usd.unwrap() }).optional(),
    /** Its pieces (a new variant's stock; ignored on a bundle). */
    availableOrder: z.number().int().min(0).max(1_000_000).optional(),
    photo: z
      .string()
      .max(2048)
      .refine((u) => /^(https?:\/\/|\/)/.test(u), "A photo must be a URL")
      .optional(),
    sold: z.boolean().default(true),
    parts: z.array(partSchema).min(1).max(10).optional(),
  })
  .strict();

export const variantsInputSchema = z
  .object({
    options: z.array(optionSchema).max(MAX_OPTIONS, `A product has at most ${MAX_OPTIONS} options`),
    variants: z.array(variantSchema).min(1).max(100),
  })
  .strict()
  .superRefine((input, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message, path: ["variants"] });
    const skus = input.variants.map((v) => v.sku);
    if (new Set(skus).size !== skus.length) issue("Each variant needs its own SKU");
    if (!input.variants.some((v) => v.id === DEFAULT_VARIANT_ID)) issue("Keep the default variant");
    const combos = new Set<string>();
    for (const v of input.variants) {
      const names = Object.keys(v.optionValues);
      const fits =
        names.length === input.options.length &&
        input.options.every((o) => o.values.includes(v.optionValues[o.name] ?? "\u0000"));
      if (!fits) issue(`Variant ${v.sku} must have one value of each option`);
      const combo = input.options.map((o) => v.optionValues[o.name]).join("\u0000");
      if (combos.has(combo)) issue(`Two variants have the same options (${v.sku})`);
      combos.add(combo);
      if (v.id !== DEFAULT_VARIANT_ID && !v.parts && !v.prices) issue(`Variant ${v.sku} needs its prices`);
    }
  });

export type VariantsInput = z.output<typeof variantsInputSchema>;
