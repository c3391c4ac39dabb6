import type { CartAnswer } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { setCartCount } from "@/lib/cart-count";
import { orderKeys } from "./query-keys";

/** GET /cart?promoCode=: the cart priced by the server now, with the code's discount when it applies. */
export async function getCart(promoCode = "", signal?: AbortSignal): Promise<CartAnswer> {
  const cart = await apiFetch<CartAnswer>("/cart", { query: { promoCode: promoCode || undefined }, signal });
  setCartCount(cart.lines.length);
  return cart;
}

export const cartQuery = (promoCode = "") =>
  queryOptions({
    queryKey: orderKeys.cart(promoCode),
    queryFn: ({ signal }) => getCart(promoCode, signal),
    // Prices and stock are the server's of the moment: asked again on every visit.
    staleTime: 0,
  });

export function useCart(promoCode = "") {
  return useQuery(cartQuery(promoCode));
}
