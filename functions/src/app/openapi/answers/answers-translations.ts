/** The answer of a product's translations (issue 51, staff). */
import { z } from "zod";
import { TRANSLATED_FIELDS } from "@shop/domain";
import { id } from "./answer-parts.js";
import { productOption } from "./answers-variants.js";

const specification = z.object({ label: z.string(), value: z.string() });
const translation = z
  .object({
    name: z.string().optional(),
    description: z.string().optional(),
    specifications: z.array(specification).optional(),
    photoAlt: z.array(z.string()).optional(),
    seoTitle: z.string().optional(),
    seoDescription: z.string().optional(),
    slug: z.string().optional(),
    options: z
      .record(
        z.string(),
        z.object({ name: z.string().optional(), values: z.record(z.string(), z.string()).optional() }),
      )
      .optional()
      .meta({ description: "By the option's English name; values by their English value" }),
  })
  .meta({ id: "ProductTranslation" });
const missing = z
  .array(z.enum(TRANSLATED_FIELDS))
  .meta({ description: "The fields shown in English because the language has none" });

export const productTranslations = z
  .object({
    _id: id,
    english: z.object({
      name: z.string(),
      description: z.string(),
      slug: z.string(),
      specifications: z.array(specification),
      photos: z.array(z.object({ url: z.string(), alt: z.string() })),
      seoTitle: z.string(),
      seoDescription: z.string(),
      options: z.array(productOption),
    }),
    translations: z.object({ de: translation.optional(), fr: translation.optional() }),
    missing: z.object({ de: missing, fr: missing }),
  })
  .meta({ id: "ProductTranslations" });
