export * from "./roles.js";
export * from "./refund-limit.js";
