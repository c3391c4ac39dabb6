/**
 * A product's public page (`/shop/:slug`): its slug, photos, specifications, SEO texts, stock
 * texts and its customers' reviews (one per customer who received it). Shared by the storefront
 * function, the API and the web app.
 */
import type { ProductPrices } from "../currency/currency.js";
import type { Locale } from "../locale/locale.js";
import type { ProductOption, ProductVariant } from "./variants.js";

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

/**
 * GET /products/:id/reviews/eligibility: what the product page shows the signed-in customer under
 * the reviews — their review to edit, the form to write one (a purchase of the product was
 * delivered to them), or who may review.
 */
export interface ReviewEligibilityAnswer {
  /** One of their purchases of the product was delivered: they may review it (once). */
  received: boolean;
  /** Their review of the product, or null. */
  review: ProductReviewAnswer | null;
}

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
  /** The USD price (`currency`); `prices` has every currency's (issue 32). */
  priceCents: number;
  currency: "USD";
  prices: ProductPrices;
  minimumOrder: number;
  maxPerOrder: number | null;
  availableOrder: number;
  photos: ProductPhoto[];
  specifications: ProductSpecification[];
  seoTitle: string;
  seoDescription: string;
  /** Epoch ms of the last change to the page (the sitemap's lastmod). */
  updatedAt: number;
  /** Its options (issue 48; none: a product without options, its page as before). */
  options: ProductOption[];
  /** Its variants with their shown stock (a product without options: its default one). */
  variants: ProductVariant[];
  /**
   * Its address in each language (issue 51), when a translation has one of its own: the hreflang
   * alternates link each; absent: `slug` in every language.
   */
  localeSlugs?: Record<Locale, string>;
}

export const REVIEW_TITLE_MAX = 120;
/** The same limit as feedback's text. */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_STAR_MESSAGE = "Please choose from 1 to 5 stars";
export const REVIEW_NOT_RECEIVED_MESSAGE = "Only customers who received this product can review it";
export const REVIEW_EXISTS_MESSAGE = "You have reviewed this product already: edit your review instead";
export const REVIEW_NOT_FOUND_MESSAGE = "You have not reviewed this product";
