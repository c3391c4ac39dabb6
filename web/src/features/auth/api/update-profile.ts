import type { Auth } from "firebase/auth";
import type { ProfileUpdateInput } from "@shop/domain/schemas";
import type { UserProfile, WithId } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";

/**
 * Saves the display name and photo URL (the server updates the Auth user and users/{uid}),
 * then reloads the signed-in Auth user so this browser sees the new values at once.
 */
export async function updateProfile(auth: Auth, { displayName, photoURL }: ProfileUpdateInput) {
  const saved = await apiFetch<Partial<WithId<UserProfile>> | null>("/users/me", {
    method: "PATCH",
    body: { displayName, photoURL },
  });
  const user = auth.currentUser;
  if (user) {
    const { reload } = await import("firebase/auth");
    await reload(user);
  }
  return saved;
}
