import type { ProfileAddressInput, ProfileAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** PUT /users/me/address: the address and phone the profile keeps (they fill the order forms). */
export function saveAddress(input: ProfileAddressInput): Promise<ProfileAnswer> {
  return apiFetch<ProfileAnswer>("/users/me/address", { method: "PUT", body: input });
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => void invalidate(client, "users"),
  });
}
