/**
 * The REST API's product answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { Page, WithId } from "../core/pagination.js";
import type { ProductPhoto, ProductSpecification } from "./product-page.js";
import type { ProductTranslations, TranslatedField, TranslatedLocale } from "./translations.js";
import type { Product } from "./types.js";
import type { ProductOption, ProductVariant } from "./variants.js";

/** A product as the public reads answer it: in one language, without its `translations` (issue 51). */
export type PublicProduct = Omit<Product, "translations">;

/** GET /products, GET /feedback. */
export type ProductPage = Page<PublicProduct>;

/**
 * GET /products/:id: the product with its options and variants (issue 48; a product without
 * variants answers its default one), each variant's `availableOrder` exact.
 */
export type ProductAnswer = WithId<PublicProduct> & { options: ProductOption[]; variants: ProductVariant[] };

/** PATCH /products/:id/stock (admin). */
export interface StockChangeAnswer {
  availableOrder: number;
  previous: number;
  stockBuckets: number;
}

/**
 * GET /products/:id/translations and PUT /products/:id/translations/:locale (staff, issue 51): the
 * English words beside each language's translation, and each language's fields that fall back.
 */
export interface ProductTranslationsAnswer {
  _id: string;
  english: {
    name: string;
    description: string;
    slug: string;
    specifications: ProductSpecification[];
    photos: ProductPhoto[];
    seoTitle: string;
    seoDescription: string;
    options: ProductOption[];
  };
  translations: ProductTranslations;
  missing: Record<TranslatedLocale, TranslatedField[]>;
}
