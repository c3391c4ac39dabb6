import type { DeletedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** DELETE /purchase/{id}: cancels one of the caller's unpaid purchases (soft-cancel; stock is restored). */
export function cancelPurchase(id: string) {
  return apiFetch<DeletedAnswer>(`/purchase/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Cancels a purchase; the purchases and the product's stock change (the live list updates itself). */
export function useCancelPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelPurchase,
    onSuccess: () => void invalidate(client, "purchases", "products"),
  });
}
