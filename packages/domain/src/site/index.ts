export * from "./site-map.js";
