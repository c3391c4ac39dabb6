import type { OrderInput, PlacedOrderAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { setCartCount } from "@/lib/cart-count";
import { invalidate } from "@/lib/query-keys";

/**
 * POST /orders: one order of the cart's products. Only products, quantities, the address, the
 * phone and the code are sent: the server prices every line, applies the code and totals it.
 */
export function placeOrder(input: OrderInput): Promise<PlacedOrderAnswer> {
  return apiFetch<PlacedOrderAnswer>("/orders", { method: "POST", body: input });
}

/** Places the order; the cart (its products leave it), the stock and the purchases change. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      setCartCount(null);
      void invalidate(client, "cart", "products", "purchases", "orders");
    },
  });
}
