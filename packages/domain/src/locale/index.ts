export * from "./locale-schemas.js";
export * from "./locale.js";
