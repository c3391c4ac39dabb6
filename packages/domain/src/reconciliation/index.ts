export * from "./reconciliation.js";
