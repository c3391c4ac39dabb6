/**
 * The catalogue and its stock: what other areas may use. Products, the exact stock, the order
 * write path (stock-take.ts) and returning pieces; nothing else of this folder is public.
 */
export { productsCol } from "./data.js";
export { PRODUCT_NOT_FOUND } from "./products.js";
export { exactStock, scheduleShownStockRefresh } from "./shown-stock.js";
export { returnStock } from "./stock.js";
export { BUSY_MESSAGE, refuseWhenShort, takeStockAndWrite, type StockLine } from "./stock-take.js";
