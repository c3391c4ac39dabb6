import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { useSession } from "@/lib/session";

/** A non-admin on an admin page is signed out and sent to /login (spec §2). The API's 403 is the real guard. */
export function Component() {
  const { session, signOut } = useSession();
  const isAdmin = session.status === "signed-in" && session.isAdmin;
  useEffect(() => {
    if (session.status === "signed-in" && !session.isAdmin) void signOut();
  }, [session, signOut]);
  if (!isAdmin) return <Navigate to="/login" replace />;
  return <Outlet />;
}
