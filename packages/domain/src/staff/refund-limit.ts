/** Issue 52: what a `support` caller may refund of one order in total (owner and admins: no cap). */
import type { StaffRole } from "./roles.js";

/** The default of SUPPORT_REFUND_LIMIT: 100.00 in the order's currency, in minor units. */
export const DEFAULT_SUPPORT_REFUND_LIMIT = 10_000;

/**
 * Whether this refund keeps the order within the role's cap: `alreadyCents` refunded of the order
 * before it, `amountCents` this refund, `limitCents` the support cap (minor units of the order's currency).
 */
export function refundWithinRole(
  role: StaffRole | null,
  alreadyCents: number,
  amountCents: number,
  limitCents: number,
): boolean {
  if (role === "owner" || role === "admin") return true;
  if (role !== "support") return false;
  return alreadyCents + amountCents <= limitCents;
}
