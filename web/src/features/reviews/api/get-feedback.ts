import { PAGE_SIZE } from "@shop/domain/display";
import type { Feedback, Page } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { useAsync } from "@/lib/use-async";

/** GET /feedback: one page of customer feedback, newest first (public). */
export function getFeedback(page: number, pageSize: number = PAGE_SIZE.feedback, signal?: AbortSignal) {
  return apiFetch<Page<Feedback>>("/feedback", { auth: false, query: { page, pageSize }, signal });
}

/** One page of feedback (page numbers start at 1). */
export function useFeedback(page: number, pageSize: number = PAGE_SIZE.feedback) {
  return useAsync((signal) => getFeedback(page, pageSize, signal), `feedback:${page}:${pageSize}`);
}
