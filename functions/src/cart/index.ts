/** The cart: what other areas may use (an order takes its products out of the cart). */
export { removeOrderedFromCart } from "./carts.js";
export { cartsCol } from "./data.js";
