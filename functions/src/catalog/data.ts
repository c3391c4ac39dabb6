/** The catalogue's collections: products and their stock buckets (server-only). */
import {
  COLLECTIONS,
  DEFAULT_VARIANT_ID,
  STOCK_BUCKETS_COLLECTION,
  VARIANTS_COLLECTION,
  type Product,
  type ProductSlug,
  type StockBucket,
} from "@shop/domain";
import { converter, typedCollection } from "../platform/converters.js";

export const PRODUCT_NOT_FOUND = "Product not found";

export const productsCol = typedCollection<Product>(COLLECTIONS.products);

/** The stock buckets of one product (stock.ts and stock-take.ts are their only users). */
export const stockBucketsOf = (productId: string) =>
  productsCol.doc(productId).collection(STOCK_BUCKETS_COLLECTION).withConverter(converter<StockBucket>());

/** Page addresses, current and former, and their product (server-only: product-pages.ts). */
export const slugsCol = typedCollection<ProductSlug>(COLLECTIONS.slugs);

/**
 * The stock buckets of a product's variant (issue 48): the default variant's are the product's
 * own; another's live under `products/{id}/variants/{variantId}/stockBuckets`.
 */
export const variantBucketsOf = (productId: string, variantId: string = DEFAULT_VARIANT_ID) =>
  variantId === DEFAULT_VARIANT_ID
    ? stockBucketsOf(productId)
    : productsCol
        .doc(productId)
        .collection(VARIANTS_COLLECTION)
        .doc(variantId)
        .collection(STOCK_BUCKETS_COLLECTION)
        .withConverter(converter<StockBucket>());

/** `skus/{SKU}`: which product a SKU belongs to, unique across the shop (server-only). */
export const skusCol = typedCollection<{
  productId: string;
  variantId: string;
  productName: string;
}>(COLLECTIONS.skus);
