import type { ConsentAnswer } from "@shop/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { queryKey } from "@/lib/api/query-keys";

/** GET /users/me/consent: the signed-in customer's consent to marketing mail. */
export function getConsent(signal?: AbortSignal): Promise<ConsentAnswer> {
  return apiFetch<ConsentAnswer>("/users/me/consent", { signal });
}

export function useConsent() {
  return useQuery({
    queryKey: queryKey("users", "me", "consent"),
    queryFn: ({ signal }) => getConsent(signal),
  });
}
