import type { InsertedAnswer, PurchaseInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { invalidate } from "@/lib/query-keys";

/**
 * POST /purchase: places an order. Only what the customer chose is sent: the server looks up the
 * product, checks the minimum order and the stock, and computes the price.
 */
export function createPurchase({ productId, quantity, address, phone }: PurchaseInput) {
  return apiFetch<Partial<InsertedAnswer>>("/purchase", {
    method: "POST",
    body: { productId, quantity, address, phone },
  });
}

/** Places an order; the product's stock and the purchases change. */
export function useCreatePurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: () => void invalidate(client, "products", "purchases"),
  });
}
