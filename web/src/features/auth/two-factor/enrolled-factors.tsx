import type { User } from "firebase/auth";
import { enrolledFactorsOf } from "./second-factor-auth";

const FACTOR_NAMES: Record<string, string> = { phone: "Text message (SMS)", totp: "Authenticator app" };

/** Firebase gives the enrolment time as a UTC date string. */
function shownDate(time: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : date.toLocaleDateString();
}

/** The account's second factors, for a staff member who already has one. */
export function EnrolledFactors({ user }: { user: User }) {
  const factors = enrolledFactorsOf(user);
  return (
    <>
      <p>Two-factor sign-in is on for this account.</p>
      {factors.length > 0 && (
        <ul className="enrolled-factors">
          {factors.map((factor) => (
            <li key={factor.uid}>
              {factor.displayName ?? FACTOR_NAMES[factor.factorId] ?? factor.factorId} (
              {FACTOR_NAMES[factor.factorId] ?? factor.factorId}), added {shownDate(factor.enrollmentTime)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
