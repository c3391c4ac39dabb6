import { PAGE_SIZE, type FeedbackPage } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";
import { useAsync } from "@/lib/api/use-async";

/** GET /feedback: one page of customer feedback, newest first (public). */
export function getFeedback(page: number, pageSize: number = PAGE_SIZE.feedback, signal?: AbortSignal) {
  return apiFetch<FeedbackPage>("/feedback", { auth: false, query: { page, pageSize }, signal });
}

/** The key of a page of feedback, in the cache and in the data a server-rendered page embeds. */
export const feedbackKey = (page: number, pageSize: number = PAGE_SIZE.feedback) =>
  `feedback:${page}:${pageSize}`;

/** One page of feedback (page numbers start at 1). */
export function useFeedback(page: number, pageSize: number = PAGE_SIZE.feedback) {
  return useAsync((signal) => getFeedback(page, pageSize, signal), feedbackKey(page, pageSize));
}
