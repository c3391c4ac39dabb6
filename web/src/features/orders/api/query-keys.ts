/** The orders feature's query keys (lib/api/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/api/query-keys";

export const orderKeys = {
  /** One product as the purchase page shows it. */
  product: (id: string) => queryKey("products", "detail", id),
  /** The cart, priced by the server (with the promo code being tried, if any). */
  cart: (promoCode: string, currency: string) => queryKey("cart", promoCode, currency),
  /** What an order would cost at a destination (POST /orders/quote). */
  quote: (input: unknown) => queryKey("orders", "quote", input),
  /** The signed-in customer's profile: its last address and phone (GET /users/me). */
  savedContact: () => queryKey("users", "me", "contact"),
};
