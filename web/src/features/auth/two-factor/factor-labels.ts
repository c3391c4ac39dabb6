import type { MultiFactorInfo } from "firebase/auth";

/** How a second factor is named in a choice or a list: its own name, else what it is. */
export function factorLabel(factor: MultiFactorInfo): string {
  if (factor.displayName) return factor.displayName;
  if (factor.factorId === "phone" && "phoneNumber" in factor && typeof factor.phoneNumber === "string") {
    return `Text message to ${factor.phoneNumber}`;
  }
  return "Authenticator app";
}

/** What the login step asks for this factor. */
export function codePrompt(factor: MultiFactorInfo): string {
  if (factor.factorId === "phone" && "phoneNumber" in factor && typeof factor.phoneNumber === "string") {
    return `Enter the code we sent to ${factor.phoneNumber}`;
  }
  return "Enter the 6-digit code from your authenticator app";
}
