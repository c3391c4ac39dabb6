export * from "./exports.js";
