/**
 * Issue 52, "a second look": a refund above REFUND_APPROVAL_CENTS, deleting a product that has
 * orders and granting a role need a recent sign-in (the ID token's `auth_time` within 5 minutes),
 * and a refund above the limit a second staff member's approval (refund/approval.ts).
 */

/** The default of REFUND_APPROVAL_CENTS: 500.00 in the order's currency, in minor units. */
export const DEFAULT_REFUND_APPROVAL_CENTS = 50_000;

/** How old the caller's sign-in (the token's `auth_time`) may be for a second-look change. */
export const RECENT_SIGN_IN_MAX_AGE_MS = 5 * 60_000;

/** The refusal's code and text (401): the dashboard asks the staff member to sign in again. */
export const RECENT_SIGN_IN_CODE = "recent-sign-in-required";
export const RECENT_SIGN_IN_MESSAGE = "Sign in again to do this";

/** A token's clock may run a little ahead of the server's: at most this much. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Whether a sign-in at `authTime` (epoch ms; unknown: no) is recent enough at `now` for a
 * second-look change: at most RECENT_SIGN_IN_MAX_AGE_MS old, and not from the future. Pure.
 */
export function signedInRecently(authTime: number | undefined, now: number): boolean {
  if (authTime === undefined || !Number.isFinite(authTime)) return false;
  return authTime <= now + CLOCK_SKEW_MS && now - authTime <= RECENT_SIGN_IN_MAX_AGE_MS;
}

/** Whether a refund of `amountCents` needs a second staff member's approval (strictly above the limit). */
export function refundNeedsApproval(amountCents: number, approvalCents: number): boolean {
  return amountCents > approvalCents;
}
