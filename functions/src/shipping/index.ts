/** Shipping zones: what other areas may use — an order's shipping to its destination. */
export { shippingFor } from "./zones.js";
