import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";

/**
 * Admin pages (spec §2, §6): shown only when the ID token carries the `admin` claim. A signed-in
 * non-admin is sent to /login (with no return address, so signing in again as a customer does not
 * come back here) and signed out. Nothing is decided while the session loads, so an admin
 * reloading an admin page never sees a redirect. The API's 403 is the real guard.
 */
export function Component() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const refused = session.status !== "loading" && !session.isAdmin;

  useEffect(() => {
    if (!refused) return;
    void navigate("/login", { replace: true });
    void signOut();
  }, [refused, signOut, navigate]);

  if (session.status === "signed-in" && session.isAdmin) return <Outlet />;
  return <Spinner label={refused ? "Signing you out" : "Checking your access"} />;
}
