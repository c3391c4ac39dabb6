import type { CartAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { setCartCount } from "@/lib/cart-count";
import { invalidate } from "@/lib/api/query-keys";

/** DELETE /cart/items/{productId}: the line leaves the cart. */
export async function removeFromCart(productId: string): Promise<CartAnswer> {
  const cart = await apiFetch<CartAnswer>(`/cart/items/${encodeURIComponent(productId)}`, {
    method: "DELETE",
  });
  setCartCount(cart.lines.length);
  return cart;
}

export function useRemoveFromCart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeFromCart, onSuccess: () => void invalidate(client, "cart") });
}
