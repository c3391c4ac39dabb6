/** The Refund approvals screen's query keys (lib/api/query-keys.ts: the resource first). */
import type { RefundApprovalState } from "@shop/domain";
import { queryKey } from "@/lib/api/query-keys";

export const refundApprovalKeys = {
  list: (state: RefundApprovalState) => queryKey("refund-approvals", "list", state),
};
