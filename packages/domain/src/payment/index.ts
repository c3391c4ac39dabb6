export * from "./api.js";
export * from "./payment-schemas.js";
export * from "./payment.js";
export * from "./types.js";
export * from "./methods.js";
