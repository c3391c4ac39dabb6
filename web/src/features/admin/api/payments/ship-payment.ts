import type { ModifiedAnswer, Payment, ShipmentInput, WithId } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export interface ShipPaymentInput {
  payment: WithId<Payment>;
  shipment: ShipmentInput;
}

/**
 * Spec §4 Shipping: mark the purchase shipped (`PUT /purchase/{payment.product}`, optional carrier
 * and tracking number), and only if that changed something, mark the payment record shipped
 * (`PUT /payments/{id}`). Resolves with whether the payment record changed.
 */
export async function shipPayment({ payment, shipment }: ShipPaymentInput): Promise<boolean> {
  const purchase = await apiFetch<ModifiedAnswer>(`/purchase/${encodeURIComponent(payment.product)}`, {
    method: "PUT",
    body: shipment,
  });
  if (purchase.modifiedCount === 0) return false;
  const record = await apiFetch<ModifiedAnswer>(`/payments/${encodeURIComponent(payment._id)}`, {
    method: "PUT",
  });
  return record.modifiedCount > 0;
}

/**
 * Ships a paid purchase; the payments and the purchase change ("The list then refreshes", spec §4).
 * A 403 is answered with 'Fail to Make Shipment' (spec §6).
 */
export function useShipPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shipPayment,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "payments", "purchases"),
  });
}
