import type { ListFilters, Mail, MailAnswer, WithId } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { adminKeys } from "../query-keys";

/** GET /mail?state=&q=&from=&to= (admin only): the newest mails (at most 100) with their delivery. */
export function getOutbox(filters: ListFilters, signal?: AbortSignal): Promise<WithId<Mail>[]> {
  return apiFetch<MailAnswer[]>("/mail", { query: { ...filters }, signal });
}

/** Mails still on their way are polled, so their outcome shows without a reload. */
const inFlight = (mails: WithId<Mail>[] | undefined) =>
  mails?.some((m) => m.delivery.state === "PENDING" || m.delivery.state === "PROCESSING") ?? false;

export const outboxQuery = (filters: ListFilters = {}) =>
  queryOptions({
    queryKey: adminKeys.outbox(filters),
    queryFn: ({ signal }) => getOutbox(filters, signal),
    refetchInterval: (query) => (inFlight(query.state.data) ? 3000 : false),
  });

export function useOutbox(filters: ListFilters = {}) {
  return useQuery({ ...outboxQuery(filters), placeholderData: keepPreviousData });
}
