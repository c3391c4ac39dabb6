export * from "./invoice.js";
export * from "./document-words.js";
