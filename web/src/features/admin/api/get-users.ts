import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserSummary } from "@shop/domain";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** GET /users (admin only). */
export function getUsers(signal?: AbortSignal): Promise<UserSummary[]> {
  return apiFetch<UserSummary[]>("/users", { signal });
}

export const usersQuery = () =>
  queryOptions({ queryKey: adminKeys.users(), queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQuery());
}
