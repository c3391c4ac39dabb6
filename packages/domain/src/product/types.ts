/**
 * The product shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
import type { Cents } from "../core/money.js";
import type { ProductPrices } from "../currency/currency.js";
import type { ProductPhoto, ProductSpecification, ReviewSummaryCounts } from "./product-page.js";
import type { ProductTranslations } from "./translations.js";
import type { ProductOption, ProductVariant } from "./variants.js";

export interface Product {
  name: string;
  description: string;
  /** Public URL of the product image (Storage download URL or a path under /images). */
  image: string;
  /** Pieces: an order must be strictly greater than this (spec §5). */
  minimumOrder: number;
  /**
   * Pieces in stock as the shop shows them. The true count lives in the stock buckets
   * (stock.ts); this figure follows them within seconds and is never written once per order.
   */
  availableOrder: number;
  /** The USD price (the spec's `price`); also `prices.usd`. */
  priceCents: Cents;
  /** Prices per currency (issue 32); absent on products made before, which sell in USD only. */
  prices?: ProductPrices;
  createdAt: number;
  /** How many stock buckets hold the pieces; absent on products made before buckets existed. */
  stockBuckets?: number;
  /** The other products its bundles take pieces from (variants.ts kitPartProductIds; absent: none). */
  kitPartProductIds?: string[];
  /** The most pieces one order may hold (Add/Manage Product); absent: no maximum. */
  maxPerOrder?: number;
  /** The shop is mailed once when the stock falls to this or below (low-stock.ts; default 10). */
  lowStockThreshold?: number;
  /** The page's address, `/shop/{slug}` (unique; `slugs/{slug}` keeps it and every former one). */
  slug?: string;
  /** The page's photos in order (the first is the card's `image`); absent: `image` alone. */
  photos?: ProductPhoto[];
  specifications?: ProductSpecification[];
  seoTitle?: string;
  seoDescription?: string;
  /** Its customers' reviews counted (products/{id}/reviews), changed with each review. */
  reviewCounts?: ReviewSummaryCounts;
  /** Epoch ms of the last change to the product's page (the sitemap's lastmod). */
  updatedAt?: number;
  /** Up to three options (issue 48, variants.ts); absent: none. */
  options?: ProductOption[];
  /** Its variants (the `default` one holds the product's prices and stock); absent: the default only. */
  variants?: ProductVariant[];
  /** Its words in German and French (issue 51, translations.ts); absent: English everywhere. */
  translations?: ProductTranslations;
}

/** `slugs/{slug}`: which product a page address (current or former) belongs to (server-only). */
export interface ProductSlug {
  productId: string;
}

/** `products/{id}/stockBuckets/{index}`: a share of a product's pieces (server-only). */
export interface StockBucket {
  available: number;
}
