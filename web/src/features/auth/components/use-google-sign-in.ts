import { useState } from "react";
import { useSession } from "@/lib/session/session";
import { authErrorMessage } from "../api/auth-errors";
import { signInWithGoogle } from "../api/sign-in";
import { upsertUserQuietly } from "../api/upsert-user";

/**
 * "Continue with Google" for the login and signup pages: signs in with the popup, saves the
 * profile, then calls `onSignedIn`; a failure goes to `onError` as a human message.
 */
export function useGoogleSignIn(onSignedIn: () => void, onError: (message: string) => void) {
  const { loadAuth } = useSession();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    onError("");
    setBusy(true);
    try {
      const user = await signInWithGoogle(await loadAuth());
      await upsertUserQuietly(user);
      onSignedIn();
    } catch (err) {
      onError(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
