import { useSigninCheck, type ClaimsValidator } from "reactfire";
import { roleOf, type StaffRole } from "@shop/domain";

/**
 * Carries the token's staff role out of reactfire's claims check. reactfire keys the check by
 * the validator's JSON (undefined for any function): this must stay the app's only validator.
 */
const readRole: ClaimsValidator = (claims) => {
  const role = roleOf(claims);
  return { hasRequiredClaims: role !== null, errors: role === null ? {} : { role: [role] } };
};

/**
 * The signed-in account's staff role (issue 52) from its ID token's claims: the `role` claim, or
 * `admin` for a legacy `admin: true`; null for customers. From reactfire: it follows every new ID
 * token, so a role change shows once the token is refreshed (app/routes/use-claims-refresh.ts).
 * "loading" until Auth has answered. Inside reactfire's providers only (the dashboard).
 */
export function useStaffRole(): StaffRole | null | "loading" {
  const { status, data } = useSigninCheck({ validateCustomClaims: readRole });
  if (status !== "success") return "loading";
  if (!data.signedIn || !data.hasRequiredClaims) return null;
  return roleOf({ role: (data.errors as Record<string, unknown[]>).role?.[0] });
}
