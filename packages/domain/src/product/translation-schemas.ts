/** PUT /products/:id/translations/:locale (admin): one language's words of a product (issue 51). */
import { z } from "zod";
import { isOneLine, ONE_LINE_MESSAGE } from "../core/text.js";
import { MAX_PHOTOS, MAX_SPECIFICATIONS, oneLine } from "./product-page-input.js";
import { SLUG_MAX, SLUG_MESSAGE, SLUG_PATTERN } from "./product-page.js";
import { TRANSLATED_LOCALES } from "./translations.js";

export const TRANSLATION_LOCALE_MESSAGE = "The language must be de or fr";

export const translationLocaleSchema = z.enum(TRANSLATED_LOCALES, { error: TRANSLATION_LOCALE_MESSAGE });

/** An empty text is as good as none: the field falls back to English. */
const optionalText = (label: string, max: number, multiLine = false) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => multiLine || isOneLine(s), ONE_LINE_MESSAGE)
    .optional();

const optionTranslationSchema = z
  .object({
    name: optionalText("An option's name", 40),
    values: z
      .record(
        z.string().max(40),
        z.string().trim().max(40, "An option's value must be at most 40 characters"),
      )
      .optional(),
  })
  .strict();

export const productTranslationInputSchema = z
  .object({
    name: optionalText("Name", 120),
    description: optionalText("Description", 2000, true),
    specifications: z
      .array(z.object({ label: oneLine("Label", 60), value: oneLine("Value", 200) }).strict())
      .max(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} specifications`)
      .optional(),
    photoAlt: z
      .array(
        z
          .string({ error: "Alt text must be text" })
          .trim()
          .max(200, "Alt text must be at most 200 characters"),
      )
      .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`)
      .optional(),
    seoTitle: optionalText("The SEO title", 70),
    seoDescription: optionalText("The SEO description", 160),
    slug: z
      .string({ error: SLUG_MESSAGE })
      .trim()
      .max(SLUG_MAX, `The address must be at most ${SLUG_MAX} characters`)
      .refine((s) => s === "" || SLUG_PATTERN.test(s), SLUG_MESSAGE)
      .optional(),
    options: z.record(z.string().max(40), optionTranslationSchema).optional(),
  })
  .strict();

export type ProductTranslationInput = z.infer<typeof productTranslationInputSchema>;
