export * from "./books.js";
