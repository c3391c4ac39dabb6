import type { ShippingZoneAnswer } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { shippingKeys } from "./query-keys";

/** GET /shipping-zones: every zone, by name. */
export function getShippingZones(signal?: AbortSignal): Promise<ShippingZoneAnswer[]> {
  return apiFetch<ShippingZoneAnswer[]>("/shipping-zones", { signal });
}

export const shippingZonesQuery = () =>
  queryOptions({ queryKey: shippingKeys.zones(), queryFn: ({ signal }) => getShippingZones(signal) });

export function useShippingZones() {
  return useQuery(shippingZonesQuery());
}
