import { useEffect, useRef } from "react";
import { useUser } from "reactfire";
import { userDocRef } from "@/lib/firebase/converters";
import { useLiveDoc } from "@/lib/firebase/live-data";
import { useSession } from "@/lib/session/session";

/**
 * Keeps the ID token's claims current while the dashboard is open: the API bumps
 * users/{uid}.claimsUpdatedAt when it changes a role (read live through reactfire), and when that
 * is newer than the token the token is refreshed, so a promoted user gets the admin menu without
 * signing out (lib/session/admin-claim.ts follows the new token).
 */
export function useClaimsRefresh(): void {
  const { refreshClaims } = useSession();
  const { data: user } = useUser();
  // Without read access to the profile the dashboard still works; claims refresh on the next sign-in.
  const profile = useLiveDoc("claims-profile", ({ db, user: u }) => userDocRef(db, u.uid), {
    onAccessDenied: "ignore",
  });
  const changedAt = profile.status === "success" ? (profile.data?.claimsUpdatedAt ?? 0) : 0;
  const handled = useRef(0);

  useEffect(() => {
    if (!user || !changedAt || changedAt <= handled.current) return;
    let cancelled = false;
    // The token's own issue time, asked now: reactfire's useIdTokenResult keeps the first answer per user.
    void user.getIdTokenResult().then(async (token) => {
      if (cancelled || changedAt <= handled.current) return;
      handled.current = changedAt;
      if (Date.parse(token.issuedAtTime) < changedAt) await refreshClaims();
    });
    return () => {
      cancelled = true;
    };
  }, [user, changedAt, refreshClaims]);
}
