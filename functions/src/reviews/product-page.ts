/** What `/shop/:slug` shows: the product's page and a page of its reviews (the first by default). */
import type { ProductPageAnswer } from "@shop/domain";
import { findProductBySlug, pageProduct } from "../catalog/index.js";
import { reviewsPage } from "./reviews.js";

export type ProductPageLookup =
  { kind: "page"; page: ProductPageAnswer } | { kind: "moved"; slug: string } | { kind: "none" };

/** The page at `slug` with its reviews' page `reviewPage`, or where it moved (a former address), or nothing. */
export async function productPageBySlug(slug: string, reviewPage = 1): Promise<ProductPageLookup> {
  const found = await findProductBySlug(slug);
  if (found.kind !== "product") return found;
  const { product } = found;
  const reviews = await reviewsPage(product._id, product.reviewCounts, reviewPage);
  return { kind: "page", page: { product: pageProduct(product), reviews } };
}
