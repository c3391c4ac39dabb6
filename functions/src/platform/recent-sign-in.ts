/**
 * Issue 52, "a second look": a big refund, deleting a product that has orders, granting a role and
 * approving a big refund need a sign-in within the last 5 minutes (the verified ID token's
 * `auth_time`, read by http/auth.ts into the caller). The decision is @shop/domain's.
 */
import { RECENT_SIGN_IN_MESSAGE, signedInRecently } from "@shop/domain";
import { AppError } from "./app-error.js";
import type { Caller } from "./caller.js";

/** Refuses (401 `recent-sign-in-required`) a caller whose sign-in is older than 5 minutes. */
export function assertRecentSignIn(c: Caller, now = Date.now()): void {
  if (!signedInRecently(c.authTime, now))
    throw new AppError("recent-sign-in-required", RECENT_SIGN_IN_MESSAGE);
}
