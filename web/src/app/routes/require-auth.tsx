import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session/session";
import { QueryProvider } from "../providers/query-provider";

/**
 * Protected pages: unauthenticated visitors go to /login, which returns them here afterwards.
 * The signed-in screens' REST data (TanStack Query) is provided here, per account.
 */
export function Component() {
  const { session, loadAuth } = useSession();
  const location = useLocation();
  useEffect(() => {
    void loadAuth();
  }, [loadAuth]);
  if (session.status === "loading") return <Spinner label="Checking your session" />;
  if (session.status === "signed-out") return <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <QueryProvider key={session.user.uid}>
      <Outlet />
    </QueryProvider>
  );
}
