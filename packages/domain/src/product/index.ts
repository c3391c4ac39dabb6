export * from "./api.js";
export * from "./low-stock.js";
export * from "./product-page-input.js";
export * from "./product-page.js";
export * from "./schemas.js";
export * from "./stock.js";
export * from "./types.js";
