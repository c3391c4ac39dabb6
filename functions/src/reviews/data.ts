/** Product reviews: `products/{productId}/reviews/{uid}`, one per customer per product (server-only). */
import { PRODUCT_REVIEWS_COLLECTION, type ProductReview } from "@shop/domain";
import { converter } from "../platform/converters.js";
import { productsCol } from "../catalog/index.js";

export const reviewsOf = (productId: string) =>
  productsCol.doc(productId).collection(PRODUCT_REVIEWS_COLLECTION).withConverter(converter<ProductReview>());
