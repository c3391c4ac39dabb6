import type { InsertedAnswer, PurchaseOrderInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";
import { retryCheckout, useCheckoutAttempt } from "./checkout-attempt";

/**
 * POST /purchase: places an order. Only what the customer chose is sent: the server looks up the
 * product, checks the minimum order and the stock, and computes the price.
 */
export function createPurchase(
  { productId, variantId, quantity, address, phone, taxId, currency }: PurchaseOrderInput,
  idempotencyKey?: string,
) {
  return apiFetch<Partial<InsertedAnswer>>("/purchase", {
    method: "POST",
    body: {
      productId,
      ...(variantId ? { variantId } : {}),
      quantity,
      address,
      phone,
      currency,
      ...(taxId ? { taxId } : {}),
    },
    idempotencyKey,
  });
}

/** Places an order (once per attempt, whatever the retries); the product's stock and the purchases change. */
export function useCreatePurchase() {
  const client = useQueryClient();
  const attempt = useCheckoutAttempt();
  return useMutation({
    mutationFn: (input: PurchaseOrderInput) => createPurchase(input, attempt.keyFor(input)),
    retry: retryCheckout,
    onSuccess: () => {
      attempt.done();
      void invalidate(client, "products", "purchases", "orders", "users");
    },
  });
}
