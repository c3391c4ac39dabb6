/** Disputes: what other areas may use (nothing writes a dispute but this area). */
export { disputesCol } from "./data.js";
