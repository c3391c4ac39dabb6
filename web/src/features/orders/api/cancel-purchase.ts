import { apiFetch } from "@/lib/api-client";

/** Cancels one of the caller's unpaid purchases (soft-cancel on the server; stock is restored). */
export function cancelPurchase(id: string) {
  return apiFetch<unknown>(`/purchase/${encodeURIComponent(id)}`, { method: "DELETE" });
}
