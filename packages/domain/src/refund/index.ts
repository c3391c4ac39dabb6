export * from "./api.js";
export * from "./schemas.js";
export * from "./types.js";
export * from "./approval.js";
