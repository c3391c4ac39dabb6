export * from "./roles.js";
