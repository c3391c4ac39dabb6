import type { Purchase, WithId } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { useAsync } from "@/lib/use-async";

export function getPurchase(id: string, signal?: AbortSignal) {
  return apiFetch<WithId<Purchase>>(`/purchase/${encodeURIComponent(id)}`, { signal });
}

/** The purchase being paid for. */
export function usePurchase(id: string) {
  return useAsync((signal) => getPurchase(id, signal), `purchase:${id}`);
}
