import type { ProfileAnswer } from "@shop/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import type { SavedContact } from "@/components/address-fields";
import { orderKeys } from "../query-keys";

/** GET /users/me: the customer's last address and phone, which fill the Address fieldset. */
export async function getSavedContact(signal?: AbortSignal): Promise<SavedContact> {
  const profile = await apiFetch<ProfileAnswer>("/users/me", { signal });
  return { address: profile.address, phone: profile.phone };
}

/** The last address and phone of the signed-in customer (none while loading or when none is kept). */
export function useSavedContact(enabled = true) {
  return useQuery({
    queryKey: orderKeys.savedContact(),
    queryFn: ({ signal }) => getSavedContact(signal),
    enabled,
    staleTime: 60_000,
  });
}
