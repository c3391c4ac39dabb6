/**
 * A product's public page (`/shop/:slug`): its slug, photos, specifications, SEO texts, stock
 * texts and its customers' reviews (one per customer who received it). Shared by the storefront
 * function, the API and the web app.
 */
import { z } from "zod";
import { isOneLine, ONE_LINE_MESSAGE } from "./schemas.js";

/** Lower-case letters and digits in words joined by single hyphens, at most 80 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
export const SLUG_MESSAGE = "The address must be lower-case letters, digits and single hyphens";
export const SLUG_TAKEN_MESSAGE = "Another product already uses this address";

/** The page address a name gives by default: "Gimbal X1 Bundle" → "gimbal-x1-bundle". */
export function slugFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || "product";
}

/** The path of a product's page: its slug, or its id while it has none (the page then 301s). */
export function productPagePath(p: { _id: string; slug?: string | undefined }): string {
  return `/shop/${p.slug ?? p._id}`;
}

export interface ProductPhoto {
  /** Storage download URL or a path under /images. */
  url: string;
  alt: string;
}

export interface ProductSpecification {
  label: string;
  value: string;
}

/** How many of each star a product's reviews gave: kept on the product with each review change. */
export interface ReviewSummaryCounts {
  count: number;
  /** The sum of the stars (the average is sum / count). */
  sum: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars, in that order. */
  stars: [number, number, number, number, number];
}

export const EMPTY_REVIEW_COUNTS: ReviewSummaryCounts = { count: 0, sum: 0, stars: [0, 0, 0, 0, 0] };

/** What the page shows above the reviews. */
export interface ReviewSummary {
  /** Rounded to one decimal; 0 without reviews. */
  average: number;
  count: number;
  /** Reviews per star: `{ "5": 3, "4": 1, … }`. */
  distribution: Record<"1" | "2" | "3" | "4" | "5", number>;
}

export function reviewSummary(counts: ReviewSummaryCounts = EMPTY_REVIEW_COUNTS): ReviewSummary {
  const [one, two, three, four, five] = counts.stars;
  return {
    average: counts.count === 0 ? 0 : Math.round((counts.sum / counts.count) * 10) / 10,
    count: counts.count,
    distribution: { "1": one, "2": two, "3": three, "4": four, "5": five },
  };
}

/** A review changed from `before` (none: a new one) to `after` (none: deleted). */
export function countReviewChange(
  counts: ReviewSummaryCounts = EMPTY_REVIEW_COUNTS,
  before: number | null,
  after: number | null,
): ReviewSummaryCounts {
  const stars = counts.stars.map((n, i) => {
    const star = i + 1;
    return Math.max(0, n - (star === before ? 1 : 0) + (star === after ? 1 : 0));
  }) as ReviewSummaryCounts["stars"];
  const count = counts.count - (before === null ? 0 : 1) + (after === null ? 0 : 1);
  const sum = counts.sum - (before ?? 0) + (after ?? 0);
  return { count: Math.max(0, count), sum: Math.max(0, sum), stars };
}

/** 'In stock', 'Only N left' (10 or fewer pieces), 'Sold out' (no order can be placed). */
export const FEW_LEFT = 10;
export function stockText(p: { availableOrder: number; minimumOrder: number }): string {
  if (p.availableOrder <= p.minimumOrder) return "Sold out";
  if (p.availableOrder <= FEW_LEFT) return `Only ${p.availableOrder} left`;
  return "In stock";
}

/** `products/{id}/reviews/{uid}`: one customer's review of one product. */
export interface ProductReview {
  productId: string;
  userId: string;
  /** The author's display name when writing (their profile), never from the request. */
  name: string;
  /** 1 to 5. */
  star: number;
  title: string;
  text: string;
  /** Only customers whose purchase of the product was delivered (shipped) may write one. */
  verifiedBuyer: true;
  createdAt: number;
  updatedAt: number;
}

/** A review as the API and the page show it (the author's uid stays on the server). */
export type ProductReviewAnswer = Omit<ProductReview, "userId"> & { _id: string };

export const REVIEW_PAGE_SIZE = 5;
/** `products/{id}/reviews`. */
export const PRODUCT_REVIEWS_COLLECTION = "reviews";

/** GET /products/:id/reviews?page=: one page, newest first, with the product's summary. */
export interface ProductReviewPage {
  items: ProductReviewAnswer[];
  total: number;
  page: number;
  pageSize: number;
  summary: ReviewSummary;
}

/** GET /product-pages/:slug: what `/shop/:slug` shows (the storefront embeds the same answer). */
export interface ProductPageAnswer {
  product: ProductPageProduct;
  reviews: ProductReviewPage;
}

export interface ProductPageProduct {
  _id: string;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  currency: "USD";
  minimumOrder: number;
  maxPerOrder: number | null;
  availableOrder: number;
  photos: ProductPhoto[];
  specifications: ProductSpecification[];
  seoTitle: string;
  seoDescription: string;
  /** Epoch ms of the last change to the page (the sitemap's lastmod). */
  updatedAt: number;
}

export const REVIEW_TITLE_MAX = 120;
/** The same limit as feedback's text. */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_STAR_MESSAGE = "Please choose from 1 to 5 stars";
export const REVIEW_NOT_RECEIVED_MESSAGE = "Only customers who received this product can review it";
export const REVIEW_EXISTS_MESSAGE = "You have reviewed this product already: edit your review instead";
export const REVIEW_NOT_FOUND_MESSAGE = "You have not reviewed this product";

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

const oneLine = (label: string, max: number) =>
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
