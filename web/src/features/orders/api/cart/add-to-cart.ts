import type { CartAnswer, CartItem } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { setCartCount } from "@/lib/cart-count";
import { invalidate } from "@/lib/api/query-keys";

/** POST /cart/items: adds a product (its quantity adds to what the cart holds of it). */
export async function addToCart(item: CartItem): Promise<CartAnswer> {
  const cart = await apiFetch<CartAnswer>("/cart/items", { method: "POST", body: item });
  setCartCount(cart.lines.length);
  return cart;
}

export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSuccess: () => void invalidate(client, "cart") });
}
