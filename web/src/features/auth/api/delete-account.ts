import type { ErasureAnswer } from "@shop/domain";
import { useCallback } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type Auth,
} from "firebase/auth";
import { apiFetch } from "@/lib/api/api-client";
import { useSession } from "@/lib/session/session";

/**
 * DELETE /users/me after signing in again (the server asks for a sign-in of the last minutes):
 * with the password for an email account, with the Google popup otherwise.
 */
export async function deleteAccount(auth: Auth, password: string): Promise<ErasureAnswer> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error("Please log in to continue");
  if (user.providerData.some((p) => p.providerId === "password")) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider());
  }
  await user.getIdToken(true);
  return apiFetch<ErasureAnswer>("/users/me", { method: "DELETE" });
}

/**
 * Deletes the account; the caller leaves the signed-in pages first, then calls `forget` (signs
 * this browser out and drops every cached answer) once they are gone, so no guard reacts to the
 * sign-out mid-way. `forget` keeps its identity across renders.
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  const { loadAuth, signOut } = useSession();
  const mutation = useMutation({
    mutationFn: async (password: string) => deleteAccount(await loadAuth(), password),
    // A refusal (an open order, a sign-in too old) is this operation's own answer: stay signed in.
    meta: { forbiddenIsAnswer: true },
  });
  const forget = useCallback(async () => {
    await signOut().catch(() => undefined);
    client.clear();
  }, [client, signOut]);
  return { ...mutation, forget };
}
