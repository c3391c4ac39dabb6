/** The catalogue's collections: products and their stock buckets (server-only). */
import {
  COLLECTIONS,
  STOCK_BUCKETS_COLLECTION,
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
