export * from "./data-list.js";
export * from "./erasure.js";
export * from "./export.js";
export * from "./consent.js";
