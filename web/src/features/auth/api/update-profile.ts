import type { ProfileAnswer, ProfileUpdateInput } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Auth } from "firebase/auth";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";
import { useSession } from "@/lib/session/session";

/**
 * PATCH /users/me: saves the display name and photo URL (the server updates the Auth user and
 * users/{uid}), then reloads the signed-in Auth user so this browser sees the new values at once.
 */
export async function updateProfile(auth: Auth, { displayName, photoURL }: ProfileUpdateInput) {
  const saved = await apiFetch<Partial<ProfileAnswer> | null>("/users/me", {
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

/** Saves the profile; a fresh ID token then carries the new name and picture (and republishes the session). */
export function useUpdateProfile() {
  const client = useQueryClient();
  const { loadAuth, refreshClaims } = useSession();
  return useMutation({
    mutationFn: async (input: ProfileUpdateInput) => {
      await updateProfile(await loadAuth(), input);
      await refreshClaims();
    },
    onSuccess: () => void invalidate(client, "users"),
  });
}
