import type { ContactMessage, ListFilters, MessageAnswer, WithId } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { adminKeys } from "../query-keys";

/** GET /messages (admin only): contact-form messages, newest first, narrowed by the filters. */
export async function getMessages(
  filters: ListFilters,
  signal?: AbortSignal,
): Promise<WithId<ContactMessage>[]> {
  const messages = await apiFetch<MessageAnswer[]>("/messages", { query: { ...filters }, signal });
  return [...messages].sort((a, b) => b.createdAt - a.createdAt);
}

export const messagesQuery = (filters: ListFilters = {}) =>
  queryOptions({
    queryKey: adminKeys.messages(filters),
    queryFn: ({ signal }) => getMessages(filters, signal),
  });

export function useMessages(filters: ListFilters = {}) {
  return useQuery({ ...messagesQuery(filters), placeholderData: keepPreviousData });
}
