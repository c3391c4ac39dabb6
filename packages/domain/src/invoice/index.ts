export * from "./invoice.js";
