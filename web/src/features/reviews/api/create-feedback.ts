import type { FeedbackInput } from "@shop/domain/schemas";
import { apiFetch } from "@/lib/api-client";

/** Posts the caller's review; the server adds their name and photo from the ID token. */
export function createFeedback({ star, feedbackMessage }: FeedbackInput) {
  return apiFetch<{ insertedId?: string }>("/feedback", { method: "POST", body: { star, feedbackMessage } });
}
