import type { Payment, WithId } from "@shop/domain/types.js";
import { apiFetch } from "@/lib/api-client";
import { useRefreshable } from "./use-refreshable";

/** GET /payments (admin only), newest first. */
export async function getPayments(signal?: AbortSignal): Promise<WithId<Payment>[]> {
  const payments = await apiFetch<WithId<Payment>[]>("/payments", { signal });
  return [...payments].sort((a, b) => b.createdAt - a.createdAt);
}

export function usePayments() {
  return useRefreshable(getPayments, "payments");
}
