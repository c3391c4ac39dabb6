import type { ContactMessage, MessageAnswer, WithId } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** GET /messages (admin only): contact-form messages, newest first. */
export async function getMessages(signal?: AbortSignal): Promise<WithId<ContactMessage>[]> {
  const messages = await apiFetch<MessageAnswer[]>("/messages", { signal });
  return [...messages].sort((a, b) => b.createdAt - a.createdAt);
}

export const messagesQuery = () =>
  queryOptions({ queryKey: adminKeys.messages(), queryFn: ({ signal }) => getMessages(signal) });

export function useMessages() {
  return useQuery(messagesQuery());
}
