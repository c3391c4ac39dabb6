import type { Role } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { useRefreshable } from "./use-refreshable";

/** A row of GET /users (admin only). `_id` is the account's uid. */
export interface UserRow {
  _id: string;
  email: string;
  displayName: string;
  role: Role;
  disabled: boolean;
}

export function getUsers(signal?: AbortSignal): Promise<UserRow[]> {
  return apiFetch<UserRow[]>("/users", { signal });
}

export function useUsers() {
  return useRefreshable(getUsers, "users");
}
