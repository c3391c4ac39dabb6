import type { ContactMessage, WithId } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { useRefreshable } from "./use-refreshable";

/** GET /messages (admin only): contact-form messages, newest first. */
export async function getMessages(signal?: AbortSignal): Promise<WithId<ContactMessage>[]> {
  const messages = await apiFetch<WithId<ContactMessage>[]>("/messages", { signal });
  return [...messages].sort((a, b) => b.createdAt - a.createdAt);
}

export function useMessages() {
  return useRefreshable(getMessages, "messages");
}
