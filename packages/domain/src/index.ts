export * from "./display.js";
export * from "./money.js";
export * from "./pricing.js";
export * from "./purchase-state.js";
export * from "./schemas.js";
export * from "./types.js";
export * from "./claims.js";
export * from "./purchase-rules.js";
