import { useSigninCheck } from "reactfire";

/**
 * Whether the signed-in account's ID token carries the `admin` claim (spec §6), from reactfire:
 * it follows every new ID token, so a promotion shows once the token is refreshed
 * (app/routes/use-claims-refresh.ts). "loading" until Auth has answered. Inside reactfire's
 * providers only (the dashboard).
 */
export function useAdminClaim(): boolean | "loading" {
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true } });
  if (status !== "success") return "loading";
  return data.signedIn && data.hasRequiredClaims;
}
