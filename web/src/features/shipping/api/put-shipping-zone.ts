import type { ShippingZoneAnswer, ShippingZoneInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** PUT /shipping-zones/:id (admin): creates or replaces the zone. */
export function putShippingZone(id: string, zone: ShippingZoneInput): Promise<ShippingZoneAnswer> {
  return apiFetch<ShippingZoneAnswer>(`/shipping-zones/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: zone,
  });
}

export function usePutShippingZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, zone }: { id: string; zone: ShippingZoneInput }) => putShippingZone(id, zone),
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "shipping-zones"),
  });
}
