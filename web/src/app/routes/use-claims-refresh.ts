import { useEffect, useRef } from "react";
import { onSnapshot } from "firebase/firestore";
import { userDocRef } from "@/lib/converters";
import { useSession } from "@/lib/session";

/**
 * Keeps the ID token's claims current while the dashboard is open: the API bumps
 * users/{uid}.claimsUpdatedAt when it changes a role, and when that is newer than the token the
 * token is refreshed, so a promoted user gets the admin menu without signing out.
 */
export function useClaimsRefresh(uid: string | null): void {
  const { loadAuth, refreshClaims } = useSession();
  const handled = useRef(0);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    const unsubscribe = onSnapshot(
      userDocRef(uid),
      (snap) => {
        const changedAt = snap.data()?.claimsUpdatedAt ?? 0;
        if (!changedAt || changedAt <= handled.current) return;
        void loadAuth().then(async (auth) => {
          const user = auth.currentUser;
          if (cancelled || !user || user.uid !== uid) return;
          const token = await user.getIdTokenResult();
          if (changedAt <= handled.current) return;
          handled.current = changedAt;
          if (Date.parse(token.issuedAtTime) < changedAt) await refreshClaims();
        });
      },
      // Without read access to the profile the dashboard still works; claims refresh on the next sign-in.
      () => undefined,
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [uid, loadAuth, refreshClaims]);
}
