export * from "./schemas.js";
export * from "./shipping-zones.js";
