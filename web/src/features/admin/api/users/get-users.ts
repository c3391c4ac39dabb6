import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ListFilters, UserSummary } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";
import { adminKeys } from "../query-keys";

/** GET /users (admin only), narrowed by the Users filters. */
export function getUsers(filters: ListFilters, signal?: AbortSignal): Promise<UserSummary[]> {
  return apiFetch<UserSummary[]>("/users", { query: { ...filters }, signal });
}

export const usersQuery = (filters: ListFilters = {}) =>
  queryOptions({ queryKey: adminKeys.users(filters), queryFn: ({ signal }) => getUsers(filters, signal) });

export function useUsers(filters: ListFilters = {}) {
  return useQuery({ ...usersQuery(filters), placeholderData: keepPreviousData });
}
