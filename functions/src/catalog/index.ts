/**
 * The catalogue and its stock: what other areas may use. Products, the exact stock, an order's
 * stock line (stock-take.ts) and returning pieces; nothing else of this folder is public.
 */
export { productsCol } from "./data.js";
export { PRODUCT_NOT_FOUND, listProducts } from "./products.js";
export { findProductBySlug, pageProduct, productPageEntries, type SlugLookup } from "./product-pages.js";
export { scheduleShownStockRefresh } from "./shown-stock.js";
export { returnStock, returnStocks, type StockReturn } from "./stock.js";
export { exactStock, totalOf, variantsWithStock } from "./variant-stock.js";
export { refuseWhenShort, shortMessage, stockLine } from "./stock-take.js";
