import type { CartAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { setCartCount } from "@/lib/cart-count";
import { invalidate } from "@/lib/api/query-keys";
import { cartLinePath } from "./cart-line-path";

/** DELETE /cart/items/{productId}?variantId=: the line (of that variant, issue 48) leaves the cart. */
export async function removeFromCart({
  productId,
  variantId,
}: {
  productId: string;
  variantId?: string;
}): Promise<CartAnswer> {
  const cart = await apiFetch<CartAnswer>(cartLinePath(productId, variantId), { method: "DELETE" });
  setCartCount(cart.lines.length);
  return cart;
}

export function useRemoveFromCart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeFromCart, onSuccess: () => void invalidate(client, "cart") });
}
