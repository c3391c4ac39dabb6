import { useCallback, useMemo, useRef } from "react";
import { ApiError, asksToWait } from "@/lib/api/api-client";

/**
 * One `Idempotency-Key` per checkout attempt: the same order sent again (the mutation's own retry
 * after a lost answer, a second click) keeps its key, so the server places it once; another order
 * (a changed quantity, address…) is a new attempt with a new key. After a success the next order
 * is a new attempt.
 */
export function useCheckoutAttempt() {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const body = JSON.stringify(request);
    if (last.current?.request !== body) last.current = { request: body, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return useMemo(() => ({ keyFor, done }), [keyFor, done]);
}

/**
 * Retries a checkout whose answer was lost or that met the same attempt still running (same key:
 * acts once); not one whose payment or tax service is not answering (asksToWait): its message is
 * shown at once and the customer places the order again when ready (the same attempt's key).
 */
export function retryCheckout(failures: number, err: Error): boolean {
  if (failures >= 2 || !(err instanceof ApiError) || asksToWait(err)) return false;
  return err.status === 0 || err.status >= 500 || err.code === "idempotency-key-in-use";
}
