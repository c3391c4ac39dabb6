export * from "./address.js";
export * from "./delivery.js";
export * from "./one-line-address.js";
