export * from "./api.js";
export * from "./cart.js";
