/**
 * Issue 52 item 2: Firebase Auth's multi-factor sign-in and enrolment (a phone by SMS, or an
 * authenticator app). Loaded with the login and enrol screens only, like ../api/sign-in.ts. With
 * the Auth emulator the SDK answers reCAPTCHA itself (no network), so SMS works there too.
 */
import {
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  TotpMultiFactorGenerator,
  getMultiFactorResolver,
  multiFactor,
  type Auth,
  type MultiFactorError,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
  type TotpSecret,
  type User,
} from "firebase/auth";
import { authErrorCode } from "../api/auth-errors";

export type { MultiFactorInfo, MultiFactorResolver, TotpSecret };

/** The resolver of a sign-in that asks for a second factor, or null for any other failure. */
export function secondFactorResolverOf(auth: Auth, error: unknown): MultiFactorResolver | null {
  if (authErrorCode(error) !== "auth/multi-factor-auth-required") return null;
  return getMultiFactorResolver(auth, error as MultiFactorError);
}

/** A sign-in that waits for its second factor (the login's second step). */
export interface SecondFactorNeeded {
  auth: Auth;
  resolver: MultiFactorResolver;
}

/** The second step a failed sign-in asks for, or null for any other failure. */
export function secondFactorNeeded(auth: Auth, error: unknown): SecondFactorNeeded | null {
  const resolver = secondFactorResolverOf(auth, error);
  return resolver ? { auth, resolver } : null;
}

export const isPhoneFactor = (factor: MultiFactorInfo): factor is PhoneMultiFactorInfo =>
  factor.factorId === "phone";

/** reCAPTCHA for sending an SMS, invisible, in `container` (which must stay in the page meanwhile). */
export function invisibleRecaptcha(auth: Auth, container: HTMLElement): RecaptchaVerifier {
  return new RecaptchaVerifier(auth, container, { size: "invisible" });
}

/** Sends the sign-in code to the phone of `hint`; resolves with the verification id. */
export function sendSignInCode(
  auth: Auth,
  resolver: MultiFactorResolver,
  hint: MultiFactorInfo,
  verifier: RecaptchaVerifier,
): Promise<string> {
  return new PhoneAuthProvider(auth).verifyPhoneNumber(
    { multiFactorHint: hint, session: resolver.session },
    verifier,
  );
}

/** Finishes the sign-in with the code: from the SMS (`verificationId` set) or the authenticator app. */
export async function finishSignIn(
  resolver: MultiFactorResolver,
  hint: MultiFactorInfo,
  code: string,
  verificationId: string | null,
): Promise<User> {
  const assertion =
    verificationId === null
      ? TotpMultiFactorGenerator.assertionForSignIn(hint.uid, code)
      : PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
  const credential = await resolver.resolveSignIn(assertion);
  return credential.user;
}

/** Sends an enrolment code to `phoneNumber` for the signed-in `user`; resolves with the verification id. */
export async function sendEnrolmentCode(
  auth: Auth,
  user: User,
  phoneNumber: string,
  verifier: RecaptchaVerifier,
): Promise<string> {
  const session = await multiFactor(user).getSession();
  return new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier);
}

export async function enrolPhone(user: User, verificationId: string, code: string): Promise<void> {
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
  await multiFactor(user).enroll(assertion, "Phone");
}

/** A new authenticator-app key for `user` (shown to type or open in the app). */
export async function createTotpSecret(user: User): Promise<TotpSecret> {
  return TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
}

export async function enrolTotp(user: User, secret: TotpSecret, code: string): Promise<void> {
  const assertion = TotpMultiFactorGenerator.assertionForEnrollment(secret, code);
  await multiFactor(user).enroll(assertion, "Authenticator app");
}

export function enrolledFactorsOf(user: User): MultiFactorInfo[] {
  return multiFactor(user).enrolledFactors;
}
