/** The overview's figures: what other areas may use (the cart reminders count themselves). */
export { countCartReminded } from "./carts-reminded.js";
