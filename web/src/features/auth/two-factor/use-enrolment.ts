import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "react-toastify";
import type { Auth, User } from "firebase/auth";
import type { StaffAccess } from "@/lib/session/admin-claim";
import { useSession } from "@/lib/session/session";
import { secondFactorErrorMessage } from "./two-factor-errors";

export const ENROLLED_TOAST = "Two-factor sign-in is on";

/** Auth and its signed-in user, once Auth has answered (null until then, or when signed out). */
export function useSignedInUser(): { auth: Auth; user: User } | null {
  const { loadAuth } = useSession();
  const [current, setCurrent] = useState<{ auth: Auth; user: User } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadAuth().then(async (auth) => {
      await auth.authStateReady();
      if (!cancelled && auth.currentUser) setCurrent({ auth, user: auth.currentUser });
    });
    return () => {
      cancelled = true;
    };
  }, [loadAuth]);
  return current;
}

/**
 * After `enroll` the SDK holds a new ID token carrying the second factor: the session stores it
 * and reactfire's claims check follows. The dashboard is opened once that check sees the factor,
 * so its gate does not send a staff member straight back here.
 */
export function useEnrolment(access: StaffAccess | "loading") {
  const { refreshClaims } = useSession();
  const navigate = useNavigate();
  const [enrolled, setEnrolled] = useState(false);
  const followed = access !== "loading" && (access.role === null || access.secondFactor !== null);
  useEffect(() => {
    if (enrolled && followed) void navigate("/dashboard", { replace: true });
  }, [enrolled, followed, navigate]);
  const onEnrolled = async () => {
    await refreshClaims();
    toast.success(ENROLLED_TOAST);
    setEnrolled(true);
  };
  return { enrolled, onEnrolled };
}

/**
 * One step of an enrolment at a time (send a code, turn it on): `busy` while it runs, and its
 * failure as the message shown under the form.
 */
export function useEnrolmentStep() {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<void>) => {
    setError("");
    setBusy(true);
    try {
      await step();
    } catch (err) {
      setError(secondFactorErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}
