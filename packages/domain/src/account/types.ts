/**
 * The account shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
import type { PostalAddress } from "../address/address.js";
import type { Searchable } from "../search/search.js";

export type Role = "admin" | "customer";

export interface UserProfile extends Searchable {
  email: string;
  displayName: string;
  photoURL: string;
  role: Role;
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
