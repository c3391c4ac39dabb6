export * from "./currency-schemas.js";
export * from "./currency.js";
