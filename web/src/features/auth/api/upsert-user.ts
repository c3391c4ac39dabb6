import type { ProfileAnswer } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";

export interface SignedInUser {
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** PUT /users/{email}: creates or refreshes the signed-in user's profile (the server reads who from the ID token). */
export function upsertUser(user: SignedInUser) {
  const email = user.email ?? "";
  return apiFetch<ProfileAnswer>(`/users/${encodeURIComponent(email)}`, {
    method: "PUT",
    body: { displayName: user.displayName ?? "" },
  });
}

/**
 * The sign-in itself has succeeded when this runs: a failing profile upsert must not undo it.
 * The server creates the profile on the next call anyway; log it for diagnosis.
 */
export async function upsertUserQuietly(user: SignedInUser): Promise<void> {
  try {
    await upsertUser(user);
  } catch (err) {
    console.warn("Could not save the user profile after sign-in", err);
  }
}
