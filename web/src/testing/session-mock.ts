/** A stand-in for `useSession()` in component tests (no Firebase in jsdom). */
import type { Auth } from "firebase/auth";
import { vi } from "vitest";
import type { SessionState } from "@/lib/session/session";

export function sessionValue(session: SessionState) {
  return {
    session,
    loadAuth: vi.fn(() => Promise.resolve({} as Auth)),
    signOut: vi.fn(() => Promise.resolve()),
    refreshClaims: vi.fn(() => Promise.resolve()),
  };
}

export const SIGNED_OUT: SessionState = { status: "signed-out", user: null };
export const LOADING: SessionState = { status: "loading", user: null };
export const signedIn = (displayName: string): SessionState => ({
  status: "signed-in",
  user: { uid: "u1", email: "ada@example.com", displayName, photoURL: "" },
});
