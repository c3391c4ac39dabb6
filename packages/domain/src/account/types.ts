/**
 * The account shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
import type { PostalAddress } from "../address/address.js";
import type { Searchable } from "../search/search.js";
import type { StaffRole } from "../staff/roles.js";

export type Role = "admin" | "customer";

export interface UserProfile extends Searchable {
  email: string;
  displayName: string;
  photoURL: string;
  role: Role;
  /** The staff role (issue 52; the `role` claim the server trusts), absent for customers and legacy admins. */
  staffRole?: StaffRole;
  disabled: boolean;
  /** Bumped when custom claims change, so a signed-in client refreshes its ID token. */
  claimsUpdatedAt: number;
  createdAt: number;
  /**
   * The customer's last address and phone (issue 31): their last order's, or as saved on the
   * profile; they fill the Address fieldset of the purchase page and the cart.
   */
  address?: PostalAddress;
  phone?: string;
}
