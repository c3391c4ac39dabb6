import type { Payment, WithId } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { useRefreshable } from "./use-refreshable";

export const PAYMENTS_PAGE_SIZE = 100;

export interface PaymentList {
  items: WithId<Payment>[];
  /** The last call came back full: older payments may follow. */
  mayHaveMore: boolean;
}

/**
 * GET /payments (admin): newest first, `pages` calls of PAYMENTS_PAGE_SIZE, each continuing after
 * the previous call's last payment (`cursor`), so a refresh reloads everything on screen.
 */
export async function getPayments(pages: number, signal?: AbortSignal): Promise<PaymentList> {
  const items: WithId<Payment>[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < pages; i++) {
    const batch = await apiFetch<WithId<Payment>[]>("/payments", {
      query: { pageSize: PAYMENTS_PAGE_SIZE, cursor },
      signal,
    });
    items.push(...batch);
    const last = batch.at(-1);
    if (batch.length < PAYMENTS_PAGE_SIZE || !last) return { items, mayHaveMore: false };
    cursor = last._id;
  }
  return { items, mayHaveMore: true };
}

export function usePayments(pages: number) {
  return useRefreshable((signal) => getPayments(pages, signal), `payments:${pages}`);
}
