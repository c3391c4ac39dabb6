import type { CartAnswer, CartItem } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { setCartCount } from "@/lib/cart-count";
import { invalidate } from "@/lib/api/query-keys";
import { cartLinePath } from "./cart-line-path";

/** PUT /cart/items/{productId}?variantId=: the line's new quantity (the minimum rule applies). */
export async function setCartQuantity({ productId, variantId, quantity }: CartItem): Promise<CartAnswer> {
  const cart = await apiFetch<CartAnswer>(cartLinePath(productId, variantId), {
    method: "PUT",
    body: { quantity },
  });
  setCartCount(cart.lines.length);
  return cart;
}

export function useSetCartQuantity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setCartQuantity, onSuccess: () => void invalidate(client, "cart") });
}
