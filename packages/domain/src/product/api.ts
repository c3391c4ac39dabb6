/**
 * The REST API's product answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { Page, WithId } from "../core/pagination.js";
import type { Product } from "./types.js";
import type { ProductOption, ProductVariant } from "./variants.js";

/** GET /products, GET /feedback. */
export type ProductPage = Page<Product>;

/**
 * GET /products/:id: the product with its options and variants (issue 48; a product without
 * variants answers its default one), each variant's `availableOrder` exact.
 */
export type ProductAnswer = WithId<Product> & { options: ProductOption[]; variants: ProductVariant[] };

/** PATCH /products/:id/stock (admin). */
export interface StockChangeAnswer {
  availableOrder: number;
  previous: number;
  stockBuckets: number;
}
