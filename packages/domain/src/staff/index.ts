export * from "./roles.js";
export * from "./refund-limit.js";
export * from "./second-look.js";
export * from "./second-factor.js";
