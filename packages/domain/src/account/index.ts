export * from "./api.js";
export * from "./claims.js";
export * from "./schemas.js";
export * from "./types.js";
