import type { OrderInput, PlacedOrderAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { setCartCount } from "@/lib/cart-count";
import { invalidate } from "@/lib/api/query-keys";
import { retryCheckout, useCheckoutAttempt } from "./checkout-attempt";

/**
 * POST /orders: one order of the cart's products. Only products, quantities, the address, the
 * phone and the code are sent: the server prices every line, applies the code and totals it.
 */
export function placeOrder(input: OrderInput, idempotencyKey?: string): Promise<PlacedOrderAnswer> {
  return apiFetch<PlacedOrderAnswer>("/orders", { method: "POST", body: input, idempotencyKey });
}

/** Places the order (once per attempt, whatever the retries); the cart (its products leave it), the stock and the purchases change. */
export function usePlaceOrder() {
  const client = useQueryClient();
  const attempt = useCheckoutAttempt();
  return useMutation({
    mutationFn: (input: OrderInput) => placeOrder(input, attempt.keyFor(input)),
    retry: retryCheckout,
    onSuccess: () => {
      attempt.done();
      setCartCount(null);
      void invalidate(client, "cart", "products", "purchases", "orders", "users");
    },
  });
}
