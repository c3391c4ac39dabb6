import { apiFetch } from "@/lib/api-client";

/** PUT /users/admin/{email}: grants the admin role (custom claim + profile role). */
export function makeAdmin(email: string): Promise<{ modifiedCount: number }> {
  return apiFetch<{ modifiedCount: number }>(`/users/admin/${encodeURIComponent(email)}`, { method: "PUT" });
}
