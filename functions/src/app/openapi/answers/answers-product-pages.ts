/** The answers of the public product pages and their reviews (issue 34). */
import { z } from "zod";
import { cents, id, ms, withId } from "./answer-parts.js";
import { productOption, productVariant } from "./answers-variants.js";

export const productReview = withId({
  productId: id,
  name: z.string(),
  star: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  verifiedBuyer: z.literal(true),
  createdAt: ms,
  updatedAt: ms,
}).meta({
  id: "ProductReview",
  description: "A review by a customer who received the product (its author's uid stays on the server).",
});
export const reviewEligibility = z
  .object({
    received: z.boolean().meta({ description: "A purchase of the product was delivered to the caller" }),
    review: productReview.nullable(),
  })
  .meta({ id: "ReviewEligibility" });
const starCount = z.number().int();
export const productReviewPage = z
  .object({
    items: z.array(productReview),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    summary: z.object({
      average: z.number().meta({ description: "Rounded to one decimal; 0 without reviews" }),
      count: z.number().int(),
      distribution: z.object({
        "1": starCount,
        "2": starCount,
        "3": starCount,
        "4": starCount,
        "5": starCount,
      }),
    }),
  })
  .meta({ id: "ProductReviewPage" });
export const productPageProduct = z
  .object({
    _id: id,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    priceCents: cents,
    currency: z.literal("USD"),
    prices: z.object({ usd: cents, eur: cents.optional(), gbp: cents.optional() }),
    minimumOrder: z.number().int(),
    maxPerOrder: z.number().int().nullable(),
    availableOrder: z.number().int(),
    photos: z.array(z.object({ url: z.string(), alt: z.string() })),
    specifications: z.array(z.object({ label: z.string(), value: z.string() })),
    seoTitle: z.string(),
    seoDescription: z.string(),
    updatedAt: ms,
    options: z.array(productOption),
    variants: z.array(productVariant).meta({ description: "Each variant with its shown stock" }),
    localeSlugs: z
      .object({ en: z.string(), de: z.string(), fr: z.string() })
      .optional()
      .meta({ description: "Its address in each language, when a translation has its own (issue 51)" }),
  })
  .meta({ id: "ProductPageProduct" });
export const productPageAnswer = z
  .object({ product: productPageProduct, reviews: productReviewPage })
  .meta({ id: "ProductPageAnswer" });
