/** What `/shop/:slug` shows: the product's page and a page of its reviews (the first by default). */
import { DEFAULT_LOCALE, type Locale, type ProductPageAnswer } from "@shop/domain";
import { findProductBySlug, pageProduct, totalOf, variantsWithStock } from "../catalog/index.js";
import { reviewsPage } from "./reviews.js";

export type ProductPageLookup =
  { kind: "page"; page: ProductPageAnswer } | { kind: "moved"; slug: string } | { kind: "none" };

/**
 * The page at `slug` with its reviews' page `reviewPage`, or where it moved (a former address), or
 * nothing. A product with options answers each variant's exact stock (a bundle's: what its parts
 * allow now, whatever the shown stock last written), as GET /products/:id does; one without keeps
 * its shown stock (no more reads than before).
 */
export async function productPageBySlug(
  slug: string,
  reviewPage = 1,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ProductPageLookup> {
  const found = await findProductBySlug(slug, locale);
  if (found.kind !== "product") return found;
  const { product } = found;
  const [reviews, variants] = await Promise.all([
    reviewsPage(product._id, product.reviewCounts, reviewPage),
    product.options?.length ? variantsWithStock(product._id, product) : null,
  ]);
  // Its words in `locale` where translated (issue 51), the variants' options too.
  const page = variants ? pageProduct(product, locale, variants) : pageProduct(product, locale);
  return {
    kind: "page",
    page: { product: variants ? { ...page, availableOrder: totalOf(variants) } : page, reviews },
  };
}
