/**
 * Issue 52, two-factor sign-in for staff: a staff role acts only with an ID token signed in with
 * a second factor (Firebase Auth's multi-factor authentication: an authenticator app, `totp`, or
 * a phone, `phone`). The token says which in `firebase.sign_in_second_factor`; the API and the
 * rules read it there, and a staff token without it reaches only the page that enrols one.
 */
import type { Claims } from "../account/claims.js";

/** The refusal's code and text (403): the dashboard sends the staff member to the enrol page. */
export const SECOND_FACTOR_CODE = "second-factor-required";
export const SECOND_FACTOR_MESSAGE = "Set up two-factor sign-in to use the dashboard";

/** The second factors Firebase Auth signs in with. */
export const SECOND_FACTORS = ["phone", "totp"] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** The second factor the token was signed in with (its `firebase.sign_in_second_factor`); null when none. */
export function secondFactorOf(claims: Claims | null | undefined): SecondFactor | null {
  const firebase = claims?.firebase;
  if (typeof firebase !== "object" || firebase === null) return null;
  const factor = (firebase as Record<string, unknown>).sign_in_second_factor;
  return SECOND_FACTORS.find((f) => f === factor) ?? null;
}
