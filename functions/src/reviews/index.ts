/** Product reviews and product pages: what other areas may use (the storefront renders the page). */
export { productPageBySlug, type ProductPageLookup } from "./product-page.js";
