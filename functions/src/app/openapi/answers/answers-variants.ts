/** A product's options and variants and what an order line keeps of its variant (issue 48). */
import { z } from "zod";
import { cents, id } from "./answer-parts.js";

export const productOption = z
  .object({ name: z.string(), values: z.array(z.string()) })
  .meta({ id: "ProductOption", description: "One of a product's (at most three) options" });

export const bundlePart = z
  .object({ productId: id, variantId: id, quantity: z.number().int() })
  .meta({ id: "BundlePart", description: "A bundle's part: pieces of a variant per bundle" });

export const productVariant = z
  .object({
    id,
    sku: z.string(),
    optionValues: z.record(z.string(), z.string()),
    prices: z.object({ usd: cents, eur: cents.optional(), gbp: cents.optional() }),
    stockBuckets: z.number().int().optional(),
    availableOrder: z.number().int().meta({ description: "Pieces left (a bundle's: what its parts allow)" }),
    photo: z.string().optional(),
    sold: z.boolean(),
    parts: z.array(bundlePart).optional().meta({ description: "A bundle's parts" }),
  })
  .meta({ id: "ProductVariant" });

/** On a purchase and an order line: the variant ordered (absent on orders from before variants). */
export const lineVariant = {
  variantId: id
    .optional()
    .meta({ description: "The variant ordered (absent: an order from before variants)" }),
  sku: z.string().optional(),
  optionValues: z.record(z.string(), z.string()).optional(),
  parts: z.array(bundlePart).optional().meta({ description: "A bundle's parts per piece, as ordered" }),
};
