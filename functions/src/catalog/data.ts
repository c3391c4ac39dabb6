/** The catalogue's collections: products and their stock buckets (server-only). */
import { COLLECTIONS, STOCK_BUCKETS_COLLECTION, type Product, type StockBucket } from "@shop/domain";
import { converter, typedCollection } from "../platform/converters.js";

export const productsCol = typedCollection<Product>(COLLECTIONS.products);

/** The stock buckets of one product (stock.ts and stock-take.ts are their only users). */
export const stockBucketsOf = (productId: string) =>
  productsCol.doc(productId).collection(STOCK_BUCKETS_COLLECTION).withConverter(converter<StockBucket>());
