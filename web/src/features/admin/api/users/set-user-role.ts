import type { ModifiedAnswer, SetRoleBody, StaffRole } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export interface SetUserRoleInput {
  uid: string;
  role: StaffRole | null;
  /** One key per change as chosen: the mutation's retries send the same one and act once. */
  idempotencyKey: string;
}

/** PUT /users/{uid}/role (owner): gives the account a staff role, or takes it away with null. */
export function setUserRole({ uid, role, idempotencyKey }: SetUserRoleInput): Promise<ModifiedAnswer> {
  const body: SetRoleBody = { role };
  return apiFetch<ModifiedAnswer>(`/users/${encodeURIComponent(uid)}/role`, {
    method: "PUT",
    body,
    idempotencyKey,
  });
}

/** Changes a role; the users list and the trail change. A 403 is answered with the failure toast. */
export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "users", "audit"),
  });
}
