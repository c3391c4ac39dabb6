import type { ReconciliationPage } from "@shop/domain";
import { RECONCILIATION_PAGE_SIZE } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { reconciliationKeys } from "./query-keys";

/** GET /reconciliations (admin): the stored runs, newest first, a page at a time. */
export function getReconciliations(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReconciliationPage> {
  return apiFetch<ReconciliationPage>("/reconciliations", {
    query: { pageSize: RECONCILIATION_PAGE_SIZE, cursor },
    signal,
  });
}

export const reconciliationsQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: reconciliationKeys.page(cursor),
    queryFn: ({ signal }) => getReconciliations(cursor, signal),
    placeholderData: keepPreviousData,
  });

export function useReconciliations(cursor: string | undefined) {
  return useQuery(reconciliationsQuery(cursor));
}
