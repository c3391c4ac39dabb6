import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "@/lib/session/session";

/**
 * Navigates once the session reports the new user as signed in (so guards on the target page
 * see the session, never a stale "signed out"). Call `finish(path)` after a successful sign-in.
 */
export function useFinishSignIn() {
  const { session } = useSession();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target !== null && session.status === "signed-in") void navigate(target, { replace: true });
  }, [target, session.status, navigate]);
  const finish = useCallback((path: string) => setTarget(path), []);
  return { finish, finishing: target !== null };
}

/** The page a protected route sent the visitor from (router state `from`), or "/". */
const isLocalPath = (p: string) => p.startsWith("/") && !p.startsWith("//");

export function originFrom(state: unknown): string {
  if (typeof state === "object" && state !== null && "from" in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === "string" && isLocalPath(from)) return from;
    if (typeof from === "object" && from !== null && "pathname" in from) {
      const loc = from as { pathname: unknown; search?: unknown; hash?: unknown };
      if (typeof loc.pathname === "string" && isLocalPath(loc.pathname)) {
        const search = typeof loc.search === "string" ? loc.search : "";
        const hash = typeof loc.hash === "string" ? loc.hash : "";
        return `${loc.pathname}${search}${hash}`;
      }
    }
  }
  return "/";
}
