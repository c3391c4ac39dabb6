import type { ModifiedAnswer, ShipmentInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export interface ShipPurchaseInput {
  purchaseId: string;
  shipment: ShipmentInput;
}

/** PUT /purchase/{id} (staff of shipments): marks the purchase shipped, with an optional carrier and tracking number. */
export function shipPurchase({ purchaseId, shipment }: ShipPurchaseInput): Promise<ModifiedAnswer> {
  return apiFetch<ModifiedAnswer>(`/purchase/${encodeURIComponent(purchaseId)}`, {
    method: "PUT",
    body: shipment,
  });
}

/** Ships a paid purchase (the live list drops it). A 403 is answered with the failure toast, not a sign-out. */
export function useShipPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shipPurchase,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "payments", "purchases"),
  });
}
