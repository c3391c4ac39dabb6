/**
 * Spec §7's rule for refused calls: on 401 or 403 the app goes to /, signs out and clears the
 * stored token. REST calls reach it through the QueryClient's caches (lib/api/query-client.ts), live
 * Firestore data through lib/firebase/live-data.ts; screens never handle it themselves.
 */
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { RECENT_SIGN_IN_CODE, SECOND_FACTOR_CODE } from "@shop/domain";
import { useSession } from "./session";

/** True for answers that mean the session may no longer read or change this data (401/403). */
export function isAccessDenied(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const status = "status" in error ? error.status : undefined;
  const code = "code" in error ? error.code : undefined;
  // Issue 52, a second look: a 401 asking for a recent sign-in is that screen's answer; the session stays.
  if (code === RECENT_SIGN_IN_CODE) return false;
  // Issue 52 item 2: a staff token without a second factor is sent to enrol one, not signed out.
  if (code === SECOND_FACTOR_CODE) return false;
  return status === 401 || status === 403 || code === "permission-denied" || code === "unauthenticated";
}

/** True for a 403 (the caller is known but may not do this); false for a 401 or anything else. */
export function isForbidden(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ("status" in error) return error.status === 403;
  return "code" in error && error.code === "permission-denied";
}

// Several refused calls often arrive one after the other (a screen's queries share one expired
// session): the app leaves once per signed-in session.
const left = new WeakSet<object>();

/** The rule's action: go to /, sign out (which also clears `accessToken`). Once per session. */
export function useLeaveSession(): () => void {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const user = session.user;
  return useCallback(() => {
    if (!user || left.has(user)) return;
    left.add(user);
    void navigate("/", { replace: true });
    void signOut();
  }, [user, navigate, signOut]);
}

/** True for the API's 403 `second-factor-required`: a staff call from a token without a second factor. */
export function isSecondFactorRequired(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === SECOND_FACTOR_CODE;
}

/** Where a staff member whose token has no second factor goes: the page that enrols one. */
export const TWO_FACTOR_PAGE = "/dashboard/two-factor";

/** Sends the staff member to the enrol page (issue 52 item 2); the session stays. */
export function useSendToTwoFactor(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate(TWO_FACTOR_PAGE, { replace: true }), [navigate]);
}
