import type { LowStockAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** PATCH /products/{id}/low-stock (admin): the stock at which the shop is mailed. */
export function setLowStockThreshold(id: string, lowStockThreshold: number): Promise<LowStockAnswer> {
  return apiFetch<LowStockAnswer>(`/products/${encodeURIComponent(id)}/low-stock`, {
    method: "PATCH",
    body: { lowStockThreshold },
  });
}

export function useSetLowStockThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, threshold }: { id: string; threshold: number }) => setLowStockThreshold(id, threshold),
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "products"),
  });
}
