import { useEffect, useState } from "react";
import { useUser } from "reactfire";
import { roleOf, type StaffRole, type UserProfile } from "@shop/domain";
import { userDocRef } from "@/lib/firebase/converters";
import { useLiveDoc } from "@/lib/firebase/live-data";
import { useSession } from "@/lib/session/session";

/** A refresh that failed (the network, a busy Auth server) is tried again after this long. */
const RETRY_MS = 2000;

/** The staff role the profile says the account has (null for a customer). */
function profileStaffRole(profile: UserProfile): StaffRole | null {
  return profile.staffRole ?? (profile.role === "admin" ? "admin" : null);
}

/**
 * Keeps the ID token's claims current while the dashboard is open: the API bumps
 * users/{uid}.claimsUpdatedAt when it changes a role (read live through reactfire). The token is
 * refreshed when it is older than that change or its role is not the profile's, so a promoted user
 * gets the admin menu without signing out (lib/session/admin-claim.ts follows the new token). A
 * refresh that fails is tried again: a promotion is never lost to one slow answer.
 */
export function useClaimsRefresh(): void {
  const { refreshClaims } = useSession();
  const { data: user } = useUser();
  // Without read access to the profile the dashboard still works; claims refresh on the next sign-in.
  const profile = useLiveDoc("claims-profile", ({ db, user: u }) => userDocRef(db, u.uid), {
    onAccessDenied: "ignore",
  });
  const doc = profile.status === "success" ? profile.data : undefined;
  const changedAt = doc?.claimsUpdatedAt ?? 0;
  const wanted = doc ? profileStaffRole(doc) : undefined;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!user || !changedAt || wanted === undefined) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The token's own issue time and role, asked now: reactfire's useIdTokenResult keeps the first answer.
    const check = async () => {
      const token = await user.getIdTokenResult();
      if (cancelled) return;
      const stale = Date.parse(token.issuedAtTime) < changedAt || roleOf(token.claims) !== wanted;
      if (stale) await refreshClaims();
    };
    check().catch(() => {
      if (!cancelled) retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [user, changedAt, wanted, refreshClaims, attempt]);
}
