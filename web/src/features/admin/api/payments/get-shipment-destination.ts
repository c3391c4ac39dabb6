import { oneLineAddressNote, type OrderAnswer, type PurchaseAnswer } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { queryKey } from "@/lib/api/query-keys";

/** Where a paid purchase ships, and the note for an address the buyer gave in one line. */
export interface ShipmentDestination {
  address: string;
  /** 'Given in one line: check it is in the United States', or null for an address in parts. */
  note: string | null;
}

/** GET /purchase/:id and its order (admin): the destination the shipment dialog shows. */
export async function getShipmentDestination(
  purchaseId: string,
  signal?: AbortSignal,
): Promise<ShipmentDestination> {
  const purchase = await apiFetch<PurchaseAnswer>(`/purchase/${encodeURIComponent(purchaseId)}`, { signal });
  const orderId = purchase.orderId;
  const order = orderId
    ? await apiFetch<OrderAnswer>(`/orders/${encodeURIComponent(orderId)}`, { signal })
    : null;
  const oneLine = order?.addressInOneLine === true;
  return {
    address: purchase.address,
    note: oneLine ? oneLineAddressNote(order.shippingAddress?.country ?? "US") : null,
  };
}

export const shipmentDestinationQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: queryKey("purchases", "shipment-destination", purchaseId),
    queryFn: ({ signal }) => getShipmentDestination(purchaseId, signal),
  });

/** The destination of the purchase being shipped (none while no dialog is open). */
export function useShipmentDestination(purchaseId: string | null) {
  return useQuery({ ...shipmentDestinationQuery(purchaseId ?? ""), enabled: purchaseId !== null });
}
