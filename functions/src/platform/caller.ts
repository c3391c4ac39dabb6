import {
  RECENT_SIGN_IN_MESSAGE,
  rolesFor,
  signedInRecently,
  type SecondFactor,
  type StaffArea,
  type StaffRole,
} from "@shop/domain";
import { AppError } from "./app-error.js";

/** Who is asking: a verified Firebase ID token's identity (http/auth.ts makes it). */
export interface Caller {
  uid: string;
  email: string;
  name: string;
  picture: string;
  /** The staff role of the token's claims (`role`, or a legacy `admin: true` as admin); null for customers. */
  role: StaffRole | null;
  /** The token says the address is verified (email_verified): only then does the shop mail it. */
  emailVerified: boolean;
  /** The client's address (staff routes: the audit trail's `ip`). */
  ip?: string;
  /** When the caller last signed in (the token's auth_time, epoch ms): erasure asks for a recent one. */
  authTime?: number;
  /** The second factor the token was signed in with (issue 52): staff act only with one. */
  secondFactor?: SecondFactor | null;
}

/**
 * The caller's staff role may read in one of the areas (a service showing a customer's data to
 * staff), signed in with a second factor (issue 52): without one a staff member reads as a customer.
 */
export function staffMayRead(c: Caller, ...areas: StaffArea[]): boolean {
  return c.role !== null && Boolean(c.secondFactor) && rolesFor(areas, false).includes(c.role);
}

/**
 * Issue 52, "a second look": a big refund, approving one, deleting a product that has orders and
 * granting a role need a sign-in within the last 5 minutes (the verified ID token's `auth_time`,
 * read by http/auth.ts into the caller; decided by @shop/domain's `signedInRecently`). Otherwise
 * 401 `recent-sign-in-required`.
 */
export function assertRecentSignIn(c: Caller, now = Date.now()): void {
  if (!signedInRecently(c.authTime, now))
    throw new AppError("recent-sign-in-required", RECENT_SIGN_IN_MESSAGE);
}
