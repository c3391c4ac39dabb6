export * from "./address.js";
export * from "./delivery.js";
