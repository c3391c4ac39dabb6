/**
 * The schemas of a product's page and its reviews (what the API parses). Apart from the page's
 * types and rules (product-page.ts), which the public pages import: that module stays free of zod,
 * so a visitor's first page builds no schema (issue 34: schema construction was main-thread work
 * on every public page).
 */
import { z } from "zod";
import {
  REVIEW_STAR_MESSAGE,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  SLUG_MAX,
  SLUG_MESSAGE,
  SLUG_PATTERN,
} from "./product-page.js";
import { isOneLine, ONE_LINE_MESSAGE } from "../core/text.js";

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** POST /products/:id/reviews and PUT /products/:id/reviews/mine. */
export const productReviewInputSchema = z
  .object({
    star: z
      .number({ error: REVIEW_STAR_MESSAGE })
      .int(REVIEW_STAR_MESSAGE)
      .min(1, REVIEW_STAR_MESSAGE)
      .max(5, REVIEW_STAR_MESSAGE),
    title: text(
      "Please give your review a title",
      REVIEW_TITLE_MAX,
      `The title must be at most ${REVIEW_TITLE_MAX} characters`,
    ).refine(isOneLine, ONE_LINE_MESSAGE),
    text: text(
      "Please write your review",
      REVIEW_TEXT_MAX,
      `Your review must be at most ${REVIEW_TEXT_MAX} characters`,
    ),
  })
  .strip();
export type ProductReviewInput = z.infer<typeof productReviewInputSchema>;

export const reviewPageQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: "page must be a whole number" })
      .int("page must be a whole number")
      .min(1, "page must be 1 or more")
      .max(50, "page must be 50 or less")
      .default(1),
  })
  .strip();

/** A required one-line text of at most `max` characters, its messages naming `label`. */
export const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE);

export const MAX_PHOTOS = 8;
export const MAX_SPECIFICATIONS = 30;

/** PATCH /products/:id/page (admin, Manage Product): the page's address, photos, specifications, SEO texts. */
export const productPageInputSchema = z
  .object({
    slug: z
      .string({ error: SLUG_MESSAGE })
      .trim()
      .min(1, SLUG_MESSAGE)
      .max(SLUG_MAX, `The address must be at most ${SLUG_MAX} characters`)
      .regex(SLUG_PATTERN, SLUG_MESSAGE)
      .optional(),
    photos: z
      .array(
        z
          .object({
            url: z
              .string({ error: "Photo URL is required" })
              .trim()
              .max(2048, "Photo URL is too long")
              .refine((u) => /^(https?:\/\/|\/)/.test(u), "Photo must be a URL"),
            alt: oneLine("Alt text", 200),
          })
          .strict(),
      )
      .min(1, "A product needs at least one photo")
      .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`)
      .optional(),
    specifications: z
      .array(z.object({ label: oneLine("Label", 60), value: oneLine("Value", 200) }).strict())
      .max(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} specifications`)
      .optional(),
    seoTitle: z.string().trim().max(70, "The SEO title must be at most 70 characters").optional(),
    seoDescription: z
      .string()
      .trim()
      .max(160, "The SEO description must be at most 160 characters")
      .optional(),
  })
  .strict();
export type ProductPageInput = z.infer<typeof productPageInputSchema>;
