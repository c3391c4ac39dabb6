export * from "./locale-schemas.js";
export * from "./locale.js";
export * from "./api-messages.js";
