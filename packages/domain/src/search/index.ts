export * from "./search.js";
