import type { ContactMessageInput, InsertedAnswer } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";

/**
 * POST /messages: a contact-form message. Anyone may send one; when signed in, the ID token is
 * sent too (only if Auth is already loaded) so the message is linked to the account.
 */
export function sendMessage(message: ContactMessageInput) {
  return apiFetch<InsertedAnswer>("/messages", { method: "POST", body: message });
}
