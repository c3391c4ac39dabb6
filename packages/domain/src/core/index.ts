export * from "./answers.js";
export * from "./collections.js";
export * from "./display.js";
export * from "./ids.js";
export * from "./money.js";
export * from "./pagination.js";
export * from "./text.js";
