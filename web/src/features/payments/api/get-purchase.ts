import type { PurchaseAnswer } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { paymentKeys } from "./query-keys";

/** GET /purchase/{id}: one purchase, for its owner or an admin (403 for other customers). */
export function getPurchase(id: string, signal?: AbortSignal) {
  return apiFetch<PurchaseAnswer>(`/purchase/${encodeURIComponent(id)}`, { signal });
}

export const purchaseQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.purchase(id),
    queryFn: ({ signal }) => getPurchase(id, signal),
    // Whether it is still unpaid is asked afresh on each visit to the payment page.
    staleTime: 0,
    // Another customer's purchase: the page says so (the session is fine).
    meta: { forbiddenIsAnswer: true },
  });

/** The purchase being paid for. */
export function usePurchase(id: string) {
  return useQuery(purchaseQuery(id));
}
