import { DISPUTE_PAGE_SIZE, type DisputePage } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { disputeKeys } from "./query-keys";

/** GET /disputes (admin): the card disputes, newest first, a page at a time. */
export function getDisputes(cursor: string | undefined, signal?: AbortSignal): Promise<DisputePage> {
  return apiFetch<DisputePage>("/disputes", { query: { pageSize: DISPUTE_PAGE_SIZE, cursor }, signal });
}

export const disputesQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: disputeKeys.page(cursor),
    queryFn: ({ signal }) => getDisputes(cursor, signal),
    placeholderData: keepPreviousData,
  });

export function useDisputes(cursor: string | undefined) {
  return useQuery(disputesQuery(cursor));
}
