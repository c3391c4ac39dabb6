/**
 * Who is signed in. Firebase Auth is loaded lazily: at once when this browser holds a session
 * (the spec's `accessToken` key), otherwise only when a screen needs it (login, protected pages).
 * So a first-time visitor's home page loads no Auth code at all.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { Auth, User } from "firebase/auth";

import { ACCESS_TOKEN_KEY, hasStoredSession } from "./visitor-view";

export { ACCESS_TOKEN_KEY };

export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
}

/** Who is signed in. Their staff role (the ID token's claims) is read in the dashboard: lib/session/admin-claim.ts. */
export type SessionState =
  | { status: "loading"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: SessionUser };

interface SessionContextValue {
  session: SessionState;
  /** Loads Auth (once) and resolves with it; screens that sign in call this. */
  loadAuth: () => Promise<Auth>;
  signOut: () => Promise<void>;
  /** Forces a fresh ID token (after a role or profile change) and republishes the session. */
  refreshClaims: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

let authPromise: Promise<Auth> | undefined;
function importAuth(): Promise<Auth> {
  authPromise ??= import("../firebase/firebase-auth").then((m) => m.getFirebaseAuth());
  return authPromise;
}

function toSessionUser(u: User): SessionUser {
  return { uid: u.uid, email: u.email ?? "", displayName: u.displayName ?? "", photoURL: u.photoURL ?? "" };
}

const LOADING: SessionState = { status: "loading", user: null };
const SIGNED_OUT: SessionState = { status: "signed-out", user: null };

const noSubscription = () => () => {};

export function SessionProvider({ children }: { children: ReactNode }) {
  // A pre-rendered page was rendered signed out (the build knows no visitor): hydration starts from
  // that same state, then React re-renders at once with what this browser holds.
  const storedSession = useSyncExternalStore(noSubscription, hasStoredSession, () => false);
  /** What Auth said (null until it answers). */
  const [authSession, setSession] = useState<SessionState | null>(null);
  const [authRequested, setAuthRequested] = useState(false);
  const session = authSession ?? (storedSession ? LOADING : SIGNED_OUT);
  // Once Auth is wanted it stays on (sign-out and a new sign-in report through the same listener).
  const wantAuth = authRequested || storedSession || authSession !== null;

  useEffect(() => {
    if (!wantAuth) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void importAuth().then(async (auth) => {
      const { onIdTokenChanged } = await import("firebase/auth");
      if (cancelled) return;
      unsubscribe = onIdTokenChanged(auth, (user) => {
        if (!user) {
          localStorage.removeItem(ACCESS_TOKEN_KEY);
          setSession(SIGNED_OUT);
          return;
        }
        void user.getIdTokenResult().then((result) => {
          // A sign-out (or another sign-in) while the token was read wins: a late answer for a
          // user who has left must not sign them back in.
          if (cancelled || auth.currentUser !== user) return;
          localStorage.setItem(ACCESS_TOKEN_KEY, result.token);
          setSession({ status: "signed-in", user: toSessionUser(user) });
        });
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [wantAuth]);

  const loadAuth = useCallback(() => {
    setAuthRequested(true);
    return importAuth();
  }, []);

  const signOut = useCallback(async () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    const auth = await importAuth();
    const { signOut: fbSignOut } = await import("firebase/auth");
    await fbSignOut(auth);
    setSession(SIGNED_OUT);
  }, []);

  const refreshClaims = useCallback(async () => {
    const auth = await importAuth();
    const user = auth.currentUser;
    if (!user) return;
    const result = await user.getIdTokenResult(true);
    if (auth.currentUser !== user) return;
    localStorage.setItem(ACCESS_TOKEN_KEY, result.token);
    setSession({ status: "signed-in", user: toSessionUser(user) });
  }, []);

  const value = useMemo(
    () => ({ session, loadAuth, signOut, refreshClaims }),
    [session, loadAuth, signOut, refreshClaims],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession must be used inside <SessionProvider>");
  return ctx;
}

/** The current ID token for API calls, or null when nobody is signed in. */
export async function currentIdToken(): Promise<string | null> {
  if (!authPromise && !hasStoredSession()) return null;
  const auth = await importAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
