export * from "./api.js";
export * from "./promo.js";
