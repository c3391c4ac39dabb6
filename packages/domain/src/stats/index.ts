export * from "./stats-ledger.js";
export * from "./stats.js";
