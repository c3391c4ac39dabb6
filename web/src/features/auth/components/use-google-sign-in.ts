import { useState } from "react";
import type { Auth } from "firebase/auth";
import { useSession } from "@/lib/session/session";
import { authErrorMessage } from "../api/auth-errors";
import { signInWithGoogle } from "../api/sign-in";
import { upsertUserQuietly } from "../api/upsert-user";
import { secondFactorNeeded, type SecondFactorNeeded } from "../two-factor/second-factor-auth";

/**
 * "Continue with Google" for the login and signup pages: signs in with the popup, saves the
 * profile, then calls `onSignedIn`; a failure goes to `onError` as a human message. An account
 * with a second factor goes to `onSecondFactor` (the login's second step), when given.
 */
export function useGoogleSignIn(
  onSignedIn: () => void,
  onError: (message: string) => void,
  onSecondFactor?: (needed: SecondFactorNeeded) => void,
) {
  const { loadAuth } = useSession();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    onError("");
    setBusy(true);
    let auth: Auth | undefined;
    try {
      auth = await loadAuth();
      const user = await signInWithGoogle(auth);
      await upsertUserQuietly(user);
      onSignedIn();
    } catch (err) {
      const needed = auth && onSecondFactor ? secondFactorNeeded(auth, err) : null;
      if (needed && onSecondFactor) onSecondFactor(needed);
      else onError(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
