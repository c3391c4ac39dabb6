import type { CartAnswer, Currency } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { setCartCount } from "@/lib/cart-count";
import { useCurrency } from "@/lib/currency";
import { orderKeys } from "../query-keys";

/**
 * GET /cart?promoCode=&currency=: the cart priced by the server now in the currency, with the
 * code's discount when it applies.
 */
export async function getCart(
  promoCode = "",
  currency: Currency = "usd",
  signal?: AbortSignal,
): Promise<CartAnswer> {
  const cart = await apiFetch<CartAnswer>("/cart", {
    query: { promoCode: promoCode || undefined, currency },
    signal,
  });
  setCartCount(cart.lines.length);
  return cart;
}

export const cartQuery = (promoCode = "", currency: Currency = "usd") =>
  queryOptions({
    queryKey: orderKeys.cart(promoCode, currency),
    queryFn: ({ signal }) => getCart(promoCode, currency, signal),
    // Prices and stock are the server's of the moment: asked again on every visit.
    staleTime: 0,
  });

/** The cart in the visitor's currency. */
export function useCart(promoCode = "") {
  return useQuery(cartQuery(promoCode, useCurrency().currency));
}
