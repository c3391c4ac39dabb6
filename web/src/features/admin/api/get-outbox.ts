import type { Mail, MailAnswer, MailState, WithId } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** Every state, or one. */
export type OutboxFilter = MailState | "ALL";

/** GET /mail?state= (admin only): the newest mails (at most 100) with their delivery. */
export function getOutbox(filter: OutboxFilter, signal?: AbortSignal): Promise<WithId<Mail>[]> {
  const query = filter === "ALL" ? "" : `?state=${encodeURIComponent(filter)}`;
  return apiFetch<MailAnswer[]>(`/mail${query}`, { signal });
}

/** Mails still on their way are polled, so their outcome shows without a reload. */
const inFlight = (mails: WithId<Mail>[] | undefined) =>
  mails?.some((m) => m.delivery.state === "PENDING" || m.delivery.state === "PROCESSING") ?? false;

export const outboxQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: adminKeys.outbox(filter),
    queryFn: ({ signal }) => getOutbox(filter, signal),
    refetchInterval: (query) => (inFlight(query.state.data) ? 3000 : false),
  });

export function useOutbox(filter: OutboxFilter) {
  return useQuery(outboxQuery(filter));
}
