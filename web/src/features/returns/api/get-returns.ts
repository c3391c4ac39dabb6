import { RETURN_PAGE_SIZE, type ListFilters, type ReturnPage } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { returnKeys } from "./query-keys";

/** GET /returns (admin): the returns, newest first, narrowed by the search and state, a page at a time. */
export function getReturns(
  filters: ListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReturnPage> {
  return apiFetch<ReturnPage>("/returns", {
    query: { pageSize: RETURN_PAGE_SIZE, ...filters, cursor },
    signal,
  });
}

export const returnsQuery = (filters: ListFilters, cursor: string | undefined) =>
  queryOptions({
    queryKey: returnKeys.page(filters, cursor),
    queryFn: ({ signal }) => getReturns(filters, cursor, signal),
    placeholderData: keepPreviousData,
  });

export function useReturns(filters: ListFilters, cursor: string | undefined) {
  return useQuery(returnsQuery(filters, cursor));
}
