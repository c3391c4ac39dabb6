import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { useAdminClaim } from "@/lib/session/admin-claim";
import { useSession } from "@/lib/session/session";

/**
 * Admin pages (spec §2, §6): shown only when the ID token carries the `admin` claim. A signed-in
 * non-admin is sent to /login (with no return address, so signing in again as a customer does not
 * come back here) and signed out. Nothing is decided while the claims load, so an admin
 * reloading an admin page never sees a redirect. The API's 403 is the real guard.
 */
export function Component() {
  const { signOut } = useSession();
  const admin = useAdminClaim();
  const navigate = useNavigate();
  const refused = admin === false;

  useEffect(() => {
    if (!refused) return;
    void navigate("/login", { replace: true });
    void signOut();
  }, [refused, signOut, navigate]);

  if (admin === true) return <Outlet />;
  return <Spinner label={refused ? "Signing you out" : "Checking your access"} />;
}
