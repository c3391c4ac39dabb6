import type { ProfileAnswer } from "@shop/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { queryKey } from "@/lib/api/query-keys";

/** GET /users/me: the signed-in customer's profile, with the last address and phone it keeps. */
export function getOwnProfile(signal?: AbortSignal): Promise<ProfileAnswer> {
  return apiFetch<ProfileAnswer>("/users/me", { signal });
}

export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: queryKey("users", "me", "profile"),
    queryFn: ({ signal }) => getOwnProfile(signal),
    enabled,
  });
}
