import type { AuditPage } from "@shop/domain";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { auditQueryParams, type AuditFilters } from "./audit-filters";
import { adminKeys } from "../query-keys";

export const AUDIT_PAGE_SIZE = 50;

/** GET /audit (owners): newest first, narrowed by the filters; `cursor` continues after a page. */
export function getAudit(filters: AuditFilters, cursor: string | undefined, signal?: AbortSignal) {
  return apiFetch<AuditPage>("/audit", {
    query: { ...auditQueryParams(filters), pageSize: AUDIT_PAGE_SIZE, cursor },
    signal,
  });
}

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AuditPage) => last.nextCursor ?? undefined,
  });

/** The entries loaded so far (`fetchNextPage` loads older ones). */
export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery({ ...auditQuery(filters), placeholderData: keepPreviousData });
}
