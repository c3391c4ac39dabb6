/** Firebase Auth's second-factor error codes → the text under the Code field (issue 52 item 2). */
import { authErrorCode, authErrorMessage } from "../api/auth-errors";

export const WRONG_CODE = "That code is not right. Please try again";
export const CODE_EXPIRED = "That code has expired. Send a new one";
export const LOG_IN_AGAIN = "Please log in again to set up two-factor sign-in";
export const VERIFY_EMAIL_FIRST = "Verify your email address first";

const MESSAGES: Record<string, string> = {
  "auth/invalid-verification-code": WRONG_CODE,
  // The SMS's verification id is no longer known: a new code is needed.
  "auth/invalid-verification-id": CODE_EXPIRED,
  "auth/code-expired": CODE_EXPIRED,
  "auth/requires-recent-login": LOG_IN_AGAIN,
  "auth/unverified-email": VERIFY_EMAIL_FIRST,
};

export function secondFactorErrorMessage(error: unknown): string {
  return MESSAGES[authErrorCode(error)] ?? authErrorMessage(error);
}

export const isExpired = (message: string) => message === CODE_EXPIRED;
