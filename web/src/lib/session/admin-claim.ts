import { useSigninCheck, type ClaimsValidator } from "reactfire";
import { roleOf, secondFactorOf, type SecondFactor, type StaffRole } from "@shop/domain";

/**
 * Carries the token's staff role and second factor out of reactfire's claims check. reactfire keys
 * the check by the validator's JSON (undefined for any function): this must stay the app's only
 * validator.
 */
const readAccess: ClaimsValidator = (claims) => {
  const role = roleOf(claims);
  const factor = secondFactorOf(claims);
  return {
    hasRequiredClaims: role !== null,
    errors: { role: role === null ? [] : [role], secondFactor: factor === null ? [] : [factor] },
  };
};

/** What the dashboard may show: the staff role (null for customers) and the token's second factor. */
export interface StaffAccess {
  role: StaffRole | null;
  /** The second factor the token was signed in with (issue 52 item 2); null when none. */
  secondFactor: SecondFactor | null;
}

const SIGNED_OUT: StaffAccess = { role: null, secondFactor: null };

/**
 * The signed-in account's staff role (issue 52) and second factor from its ID token's claims. From
 * reactfire: it follows every new ID token, so a role change or a new second factor shows once the
 * token is refreshed (app/routes/use-claims-refresh.ts). "loading" until Auth has answered. Inside
 * reactfire's providers only (the dashboard).
 */
export function useStaffAccess(): StaffAccess | "loading" {
  const { status, data } = useSigninCheck({ validateCustomClaims: readAccess });
  if (status !== "success") return "loading";
  if (!data.signedIn) return SIGNED_OUT;
  const carried = data.errors as Record<string, unknown[] | undefined>;
  return {
    role: roleOf({ role: carried.role?.[0] }),
    secondFactor: secondFactorOf({ firebase: { sign_in_second_factor: carried.secondFactor?.[0] } }),
  };
}

/** The staff role alone (see useStaffAccess): the `role` claim, or `admin` for a legacy `admin: true`; null for customers. */
export function useStaffRole(): StaffRole | null | "loading" {
  const access = useStaffAccess();
  return access === "loading" ? "loading" : access.role;
}

/** A staff token signed in without a second factor: the dashboard shows only the enrol page. */
export function needsSecondFactor(access: StaffAccess | "loading"): boolean {
  return access !== "loading" && access.role !== null && access.secondFactor === null;
}
