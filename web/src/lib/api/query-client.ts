/**
 * TanStack Query for the signed-in screens' REST data (the QueryClientProvider is mounted by the
 * lazily loaded app/routes/require-auth.tsx, so the public pages never load it). Spec §7's
 * 401/403 rule is applied here, once, for every query and mutation.
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, asksToWait } from "./api-client";
import { isAccessDenied, isForbidden, isSecondFactorRequired } from "../session/access-denied";

/** What an operation declares about refusals, in its query or mutation `meta`. */
export type AccessMeta = {
  /**
   * A 403 is this operation's own answer, which its screen shows (spec: 'Fail to Make an Admin',
   * 'Fail to Make Shipment'; another customer's purchase): the session stays. A 401 still leaves.
   */
  forbiddenIsAnswer?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AccessMeta;
    mutationMeta: AccessMeta;
  }
}

/** Whether a failed query or mutation must end the session (spec §7: go to /, sign out, clear the token). */
export function leavesSession(error: unknown, meta: AccessMeta | undefined): boolean {
  if (!isAccessDenied(error)) return false;
  return !(meta?.forbiddenIsAnswer === true && isForbidden(error));
}

/** Answers cached this long are shown without a new request (a page flip back, another screen). */
export const STALE_TIME_MS = 30_000;

/**
 * One more try for a network failure or a 5xx; a 4xx is the server's answer and is shown at once,
 * and so is a 503 that asks to wait (a payment service not answering: asksToWait).
 */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (asksToWait(error)) return false;
  return failureCount < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export interface QueryClientOptions {
  /** Called once per failed query or mutation that must end the session. */
  onAccessDenied: (error: unknown) => void;
  /** Called for a staff call refused for want of a second factor (issue 52 item 2): the session stays. */
  onSecondFactorRequired?: () => void;
}

export function createQueryClient({
  onAccessDenied,
  onSecondFactorRequired,
}: QueryClientOptions): QueryClient {
  const refused = (error: unknown, meta: AccessMeta | undefined) => {
    if (isSecondFactorRequired(error)) onSecondFactorRequired?.();
    else if (leavesSession(error, meta)) onAccessDenied(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => refused(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => refused(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: retryTransient },
      mutations: { retry: false },
    },
  });
}
