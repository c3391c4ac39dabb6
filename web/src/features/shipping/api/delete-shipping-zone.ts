import type { DeletedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** DELETE /shipping-zones/:id (admin). */
export function deleteShippingZone(id: string): Promise<DeletedAnswer> {
  return apiFetch<DeletedAnswer>(`/shipping-zones/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteShippingZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingZone,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "shipping-zones"),
  });
}
