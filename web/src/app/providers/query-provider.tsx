/**
 * TanStack Query for the signed-in screens. Mounted by the lazily loaded route guard
 * (app/routes/require-auth.tsx), one client per signed-in account: the public pages never load
 * TanStack Query, and another account starts with an empty cache.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useLeaveSession, useSendToTwoFactor } from "@/lib/session/access-denied";
import { createQueryClient } from "@/lib/api/query-client";

function createClient() {
  // The client outlives renders; its caches announce refusals and the current `leave` answers them.
  const refusals = new EventTarget();
  const client = createQueryClient({
    onAccessDenied: () => refusals.dispatchEvent(new Event("refused")),
    onSecondFactorRequired: () => refusals.dispatchEvent(new Event("second-factor")),
  });
  return { client, refusals };
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [{ client, refusals }] = useState(createClient);
  const leave = useLeaveSession();
  const enrol = useSendToTwoFactor();
  useEffect(() => {
    refusals.addEventListener("refused", leave);
    refusals.addEventListener("second-factor", enrol);
    return () => {
      refusals.removeEventListener("refused", leave);
      refusals.removeEventListener("second-factor", enrol);
    };
  }, [refusals, leave, enrol]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
