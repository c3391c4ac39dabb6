/** @shop/domain: one entry point, `import { … } from "@shop/domain"` everywhere. */
export * from "./api.js";
export * from "./claims.js";
export * from "./display.js";
export * from "./ids.js";
export * from "./mail.js";
export * from "./money.js";
export * from "./payment.js";
export * from "./payment-schemas.js";
export * from "./pricing.js";
export * from "./purchase-events.js";
export * from "./purchase-rules.js";
export * from "./purchase-state.js";
export * from "./schemas.js";
export * from "./stock.js";
export * from "./types.js";
