import { describe, expect, it } from "vitest";
import { AUTH_ERROR_FALLBACK, authErrorMessage } from "./auth-errors";

const err = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("authErrorMessage", () => {
  it.each([
    ["auth/wrong-password", "Wrong password. Please try again."],
    ["auth/user-not-found", "No account uses this email. Create a new account first."],
    ["auth/user-disabled", "This account has been disabled. Please contact us."],
    ["auth/email-already-in-use", "An account already uses this email. Log in instead."],
  ])("maps %s to clear text", (code, text) => {
    expect(authErrorMessage(err(code))).toBe(text);
  });

  it("never shows raw SDK text for unknown errors", () => {
    expect(authErrorMessage(err("auth/internal-error"))).toBe(AUTH_ERROR_FALLBACK);
    expect(authErrorMessage("boom")).toBe(AUTH_ERROR_FALLBACK);
  });
});
