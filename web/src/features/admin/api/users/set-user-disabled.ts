import type { ModifiedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export interface SetUserDisabledInput {
  uid: string;
  disabled: boolean;
}

/** PUT /users/{uid}/disabled: a disabled account can no longer sign in; reversible. */
export function setUserDisabled({ uid, disabled }: SetUserDisabledInput): Promise<{ modifiedCount: number }> {
  return apiFetch<ModifiedAnswer>(`/users/${encodeURIComponent(uid)}/disabled`, {
    method: "PUT",
    body: { disabled },
  });
}

/** Disables or enables an account; the users list changes. A 403 is shown as a failure toast. */
export function useSetUserDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "users"),
  });
}
