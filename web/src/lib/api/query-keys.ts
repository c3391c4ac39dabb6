/**
 * Every query key starts with the API resource it reads. Each feature builds its keys in its own
 * `api/query-keys.ts`; a mutation invalidates the resources it changes, whichever feature shows them
 * (cancelling a purchase refreshes the product's stock wherever a product is cached).
 */
import type { QueryClient } from "@tanstack/react-query";

export type Resource =
  | "products"
  | "purchases"
  | "payments"
  | "payment-intents"
  | "users"
  | "messages"
  | "mail"
  | "cart"
  | "orders"
  | "promo-codes"
  | "stats"
  | "reconciliations"
  | "disputes"
  | "returns"
  | "refund-approvals"
  | "shipping-zones"
  | "audit";

/** A query key: the resource first, then what narrows it (a list, a page, an id). */
export function queryKey<const Parts extends readonly unknown[]>(resource: Resource, ...parts: Parts) {
  return [resource, ...parts] as const;
}

/**
 * Marks every cached query of these resources stale; the ones on screen refetch at once. A read
 * still in flight is cancelled first: it may have started before the write, and TanStack Query
 * joins a query with no data yet to its running fetch instead of starting a new one, so a list
 * opened just before "Create" would otherwise keep the answer without the new row.
 */
export async function invalidate(client: QueryClient, ...resources: Resource[]): Promise<void> {
  await Promise.all(
    resources.map(async (resource) => {
      await client.cancelQueries({ queryKey: [resource] });
      await client.invalidateQueries({ queryKey: [resource] });
    }),
  );
}
