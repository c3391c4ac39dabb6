import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSession } from "@/lib/session";

/** True for answers that mean the session may no longer read or change this data (spec: 401/403). */
export function isAccessDenied(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const status = "status" in error ? error.status : undefined;
  const code = "code" in error ? error.code : undefined;
  return status === 401 || status === 403 || code === "permission-denied" || code === "unauthenticated";
}

/**
 * Spec §7: on 401 or 403 the app goes to /, signs out and clears the stored token. Returns a
 * handler that does so and answers true when the error was such a refusal.
 */
export function useLeaveOnAccessDenied(): (error: unknown) => boolean {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isAccessDenied(error)) return false;
      navigate("/", { replace: true });
      void signOut();
      return true;
    },
    [navigate, signOut],
  );
}
