import type { ModifiedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** PUT /users/admin/{email}: grants the admin role (custom claim + profile role). */
export function makeAdmin(email: string): Promise<{ modifiedCount: number }> {
  return apiFetch<ModifiedAnswer>(`/users/admin/${encodeURIComponent(email)}`, { method: "PUT" });
}

/** Promotes a user; the users list changes. A 403 is answered with 'Fail to Make an Admin' (spec §7). */
export function useMakeAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "users"),
  });
}
