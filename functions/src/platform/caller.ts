import { rolesFor, type StaffArea, type StaffRole } from "@shop/domain";

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
}

/** The caller's staff role may read in one of the areas (a service showing a customer's data to staff). */
export function staffMayRead(c: Caller, ...areas: StaffArea[]): boolean {
  return c.role !== null && rolesFor(areas, false).includes(c.role);
}
