/** A purchase (one line of an order): its states, the rules of what may happen to it, and its one transition function. */
export * from "./state.js";
export * from "./rules.js";
export * from "./events.js";
export * from "./api.js";
export * from "./pricing.js";
export * from "./schemas.js";
export * from "./types.js";
