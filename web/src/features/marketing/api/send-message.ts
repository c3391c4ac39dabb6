import type { ContactMessageInput } from "@shop/domain/schemas";
import { apiFetch } from "@/lib/api-client";

/**
 * POST /messages: a contact-form message. Anyone may send one; when signed in, the ID token is
 * sent too (only if Auth is already loaded) so the message is linked to the account.
 */
export function sendMessage(message: ContactMessageInput) {
  return apiFetch<unknown>("/messages", { method: "POST", body: message });
}
