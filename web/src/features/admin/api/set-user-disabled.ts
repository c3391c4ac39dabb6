import { apiFetch } from "@/lib/api-client";

/** PUT /users/{uid}/disabled: a disabled account can no longer sign in; reversible. */
export function setUserDisabled(uid: string, disabled: boolean): Promise<{ modifiedCount: number }> {
  return apiFetch<{ modifiedCount: number }>(`/users/${encodeURIComponent(uid)}/disabled`, {
    method: "PUT",
    body: { disabled },
  });
}
