import type { PurchaseRefund } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";

export interface RefundAnswer {
  modifiedCount: 0 | 1;
  refund: PurchaseRefund;
}

/** `POST /purchase/{id}/refund` (admin): a full refund; `restock` puts the pieces back on sale. */
export function refundPurchase(purchaseId: string, restock: boolean): Promise<RefundAnswer> {
  return apiFetch<RefundAnswer>(`/purchase/${encodeURIComponent(purchaseId)}/refund`, {
    method: "POST",
    body: { restock },
  });
}
