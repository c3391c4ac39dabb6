/** Firebase Auth error codes → clear text for the red message under the login and signup forms. */
const MESSAGES: Record<string, string> = {
  "auth/wrong-password": "Wrong password. Please try again.",
  "auth/invalid-credential": "Wrong email or password. Please try again.",
  "auth/invalid-login-credentials": "Wrong email or password. Please try again.",
  "auth/user-not-found": "No account uses this email. Create a new account first.",
  "auth/user-disabled": "This account has been disabled. Please contact us.",
  "auth/email-already-in-use": "An account already uses this email. Log in instead.",
  "auth/invalid-email": "This email address is not valid.",
  "auth/weak-password": "This password is too weak. Use at least 6 characters.",
  "auth/too-many-requests": "Too many attempts. Please wait a moment and try again.",
  "auth/network-request-failed":
    "We could not reach the sign-in service. Check your connection and try again.",
  "auth/popup-closed-by-user": "The Google sign-in window was closed before you finished.",
  "auth/cancelled-popup-request": "The Google sign-in window was closed before you finished.",
  "auth/popup-blocked":
    "Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
  "auth/account-exists-with-different-credential":
    "An account already uses this email with another sign-in method. Log in with that method.",
  "auth/operation-not-allowed": "This sign-in method is not enabled.",
};

export const AUTH_ERROR_FALLBACK = "Sign-in failed. Please try again.";

export function authErrorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === "string") return code;
  }
  return "";
}

export function authErrorMessage(error: unknown): string {
  return MESSAGES[authErrorCode(error)] ?? AUTH_ERROR_FALLBACK;
}
