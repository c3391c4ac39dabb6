import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Role } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** A row of GET /users (admin only). `_id` is the account's uid. */
export interface UserRow {
  _id: string;
  email: string;
  displayName: string;
  role: Role;
  disabled: boolean;
}

/** GET /users (admin only). */
export function getUsers(signal?: AbortSignal): Promise<UserRow[]> {
  return apiFetch<UserRow[]>("/users", { signal });
}

export const usersQuery = () =>
  queryOptions({ queryKey: adminKeys.users(), queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQuery());
}
