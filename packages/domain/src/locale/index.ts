export * from "./api-messages.js";
export * from "./locale-schemas.js";
export * from "./locale.js";
