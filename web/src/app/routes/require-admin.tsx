import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { ROLE_DENIED_MESSAGE } from "@shop/domain";
import { Spinner } from "@/components/ui/spinner";
import { needsSecondFactor, useStaffAccess } from "@/lib/session/admin-claim";
import { useSession } from "@/lib/session/session";
import { TWO_FACTOR_PATH, mayUsePage, staffPageAt } from "./staff-pages";

/**
 * Staff pages (spec §2, §6; issue 52): shown only when the ID token carries a staff role. A
 * signed-in customer is sent to /login (with no return address, so signing in again as a customer
 * does not come back here) and signed out. A staff member whose role may not use the page sees
 * ROLE_DENIED_MESSAGE instead of it (its data is never asked for). Nothing is decided while the
 * claims load, so an admin reloading an admin page never sees a redirect. A staff token signed in
 * without a second factor is sent to the page that enrols one (issue 52 item 2). The API's 403 is
 * the real guard.
 */
export function Component() {
  const { signOut } = useSession();
  const access = useStaffAccess();
  const role = access === "loading" ? "loading" : access.role;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const refused = role === null;

  useEffect(() => {
    if (!refused) return;
    void navigate("/login", { replace: true });
    void signOut();
  }, [refused, signOut, navigate]);

  if (role === "loading" || role === null) {
    return <Spinner label={refused ? "Signing you out" : "Checking your access"} />;
  }
  if (needsSecondFactor(access)) return <Navigate to={TWO_FACTOR_PATH} replace />;
  const page = staffPageAt(pathname);
  if (page && !mayUsePage(role, page)) {
    return (
      <p role="alert" className="role-denied">
        {ROLE_DENIED_MESSAGE}
      </p>
    );
  }
  return <Outlet />;
}
