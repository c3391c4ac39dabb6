import { getCart } from "./get-cart";

/** Asks the cart once for the header's count (the answer sets lib/cart-count). */
export async function loadCartCount(): Promise<void> {
  await getCart();
}
