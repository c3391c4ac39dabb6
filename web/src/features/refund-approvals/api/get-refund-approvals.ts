import type { RefundApprovalAnswer, RefundApprovalState } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { refundApprovalKeys } from "./query-keys";

/** GET /refund-approvals?state= (refunds staff): the requests in that state, newest first. */
export function getRefundApprovals(
  state: RefundApprovalState,
  signal?: AbortSignal,
): Promise<RefundApprovalAnswer[]> {
  return apiFetch<RefundApprovalAnswer[]>("/refund-approvals", { query: { state }, signal });
}

export const refundApprovalsQuery = (state: RefundApprovalState) =>
  queryOptions({
    queryKey: refundApprovalKeys.list(state),
    queryFn: ({ signal }) => getRefundApprovals(state, signal),
  });

export function useRefundApprovals(state: RefundApprovalState) {
  return useQuery(refundApprovalsQuery(state));
}
