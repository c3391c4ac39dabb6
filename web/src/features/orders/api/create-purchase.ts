import type { PurchaseInput } from "@shop/domain/schemas";
import { apiFetch } from "@/lib/api-client";

/**
 * Places an order. Only what the customer chose is sent: the server looks up the product,
 * checks the minimum order and the stock, and computes the price.
 */
export function createPurchase({ productId, quantity, address, phone }: PurchaseInput) {
  return apiFetch<{ insertedId?: string }>("/purchase", {
    method: "POST",
    body: { productId, quantity, address, phone },
  });
}
