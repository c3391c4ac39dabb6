import type { FeedbackInput, InsertedAnswer } from "@shop/domain";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";

/** POST /feedback: the caller's review; the server adds their name and photo from the ID token. */
export function createFeedback({ star, feedbackMessage }: FeedbackInput) {
  return apiFetch<Partial<InsertedAnswer>>("/feedback", { method: "POST", body: { star, feedbackMessage } });
}

/**
 * Posts a review. The home page's feedback cards are a public list outside the query cache
 * (features/reviews/api/get-feedback.ts): they show it on their next load.
 */
export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback });
}
