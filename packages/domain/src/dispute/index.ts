export * from "./dispute.js";
