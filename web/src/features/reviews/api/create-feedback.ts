import { useMutation } from "@tanstack/react-query";
import type { FeedbackInput } from "@shop/domain/schemas";
import { apiFetch } from "@/lib/api-client";

/** POST /feedback: the caller's review; the server adds their name and photo from the ID token. */
export function createFeedback({ star, feedbackMessage }: FeedbackInput) {
  return apiFetch<{ insertedId?: string }>("/feedback", { method: "POST", body: { star, feedbackMessage } });
}

/**
 * Posts a review. The home page's feedback cards are a public list outside the query cache
 * (features/reviews/api/get-feedback.ts): they show it on their next load.
 */
export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback });
}
