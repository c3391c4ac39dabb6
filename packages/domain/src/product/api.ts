/**
 * The REST API's product answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { Page, WithId } from "../core/pagination.js";
import type { Product } from "./types.js";

/** GET /products, GET /feedback. */
export type ProductPage = Page<Product>;

/** GET /products/:id. */
export type ProductAnswer = WithId<Product>;

/** PATCH /products/:id/stock (admin). */
export interface StockChangeAnswer {
  availableOrder: number;
  previous: number;
  stockBuckets: number;
}
