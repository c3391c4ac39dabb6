export * from "./idempotency-key.js";
export * from "./idempotency.js";
