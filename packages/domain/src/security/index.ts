export * from "./api.js";
export * from "./types.js";
