import { render, screen, waitFor } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SIGNED_OUT, sessionValue } from "@/testing/session-mock";

/** Issue 52 item 2: the login's second step, with Firebase Auth's multi-factor API stood in for. */
const user = setupUser();

vi.mock("@/lib/session/session", () => ({ useSession: () => sessionValue(SIGNED_OUT) }));
const finish = vi.fn();
vi.mock("../components/use-finish-sign-in", () => ({
  originFrom: () => "/dashboard",
  useFinishSignIn: () => ({ finish, finishing: false }),
}));
const upserted: unknown[] = [];
vi.mock("../api/upsert-user", () => ({
  upsertUserQuietly: (u: unknown) => {
    upserted.push(u);
    return Promise.resolve();
  },
}));
const mfaRequired = Object.assign(new Error("mfa"), { code: "auth/multi-factor-auth-required" });
vi.mock("../api/sign-in", () => ({
  signInWithEmail: () => Promise.reject(mfaRequired),
  signInWithGoogle: vi.fn(),
}));

const PHONE_HINT = { uid: "f-phone", factorId: "phone", phoneNumber: "+16505551234", displayName: null };
const TOTP_HINT = { uid: "f-totp", factorId: "totp", displayName: null };
const SIGNED_IN_USER = { uid: "u1" };
/** Plain stubs (not vi.fn): rejected promises held by spies are reported as test errors. */
let hints: object[] = [];
const smsSent: unknown[][] = [];
const resolved: unknown[] = [];
let resolveAnswer: () => Promise<unknown> = () => Promise.resolve({ user: SIGNED_IN_USER });
vi.mock("firebase/auth", () => ({
  getMultiFactorResolver: (_auth: unknown, error: unknown) => {
    if (error !== mfaRequired) throw new Error("not the sign-in's error");
    return {
      hints,
      session: "mfa-session",
      resolveSignIn: (assertion: unknown) => {
        resolved.push(assertion);
        return resolveAnswer();
      },
    };
  },
  RecaptchaVerifier: class {
    constructor(
      readonly auth: unknown,
      readonly container: unknown,
      readonly params: unknown,
    ) {}
    clear() {}
  },
  PhoneAuthProvider: class {
    static credential = (verificationId: string, code: string) => ({ verificationId, code });
    verifyPhoneNumber(options: unknown, verifier: unknown) {
      smsSent.push([options, verifier]);
      return Promise.resolve(`verification-${smsSent.length}`);
    }
  },
  PhoneMultiFactorGenerator: { assertion: (credential: unknown) => ({ phone: credential }) },
  TotpMultiFactorGenerator: {
    assertionForSignIn: (enrollmentId: string, code: string) => ({ totp: { enrollmentId, code } }),
  },
  multiFactor: vi.fn(),
}));

const { Component: Login } = await import("./login");

async function signIn() {
  render(
    <MemoryRouter initialEntries={["/login"]}>
      <Login />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText("Email"), "staff@example.com");
  await user.type(screen.getByLabelText("Password"), "secret-123");
  await user.click(screen.getByRole("button", { name: "Login" }));
  expect(await screen.findByRole("heading", { level: 2, name: "Two-factor sign-in" })).toBeInTheDocument();
}

async function verify(code: string) {
  await user.type(screen.getByLabelText("Code"), code);
  await user.click(screen.getByRole("button", { name: "Verify" }));
}

describe("Login with a second factor", () => {
  beforeEach(() => {
    hints = [PHONE_HINT];
    smsSent.length = 0;
    resolved.length = 0;
    upserted.length = 0;
    finish.mockClear();
    resolveAnswer = () => Promise.resolve({ user: SIGNED_IN_USER });
  });

  it("sends the SMS at once, then signs in with its code like the password path", async () => {
    await signIn();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    await waitFor(() => expect(smsSent).toHaveLength(1));
    const [options, verifier] = smsSent[0] ?? [];
    expect(options).toEqual({ multiFactorHint: PHONE_HINT, session: "mfa-session" });
    expect(verifier).toMatchObject({ params: { size: "invisible" } });
    expect(screen.getByText("Enter the code we sent to +16505551234")).toBeInTheDocument();
    const code = screen.getByLabelText("Code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");

    await verify("123 456");
    await waitFor(() => expect(finish).toHaveBeenCalledWith("/dashboard"));
    expect(resolved).toEqual([{ phone: { verificationId: "verification-1", code: "123456" } }]);
    expect(upserted).toEqual([SIGNED_IN_USER]);
  });

  it("says when the code is wrong, and stays on the step", async () => {
    resolveAnswer = () =>
      Promise.reject(Object.assign(new Error("x"), { code: "auth/invalid-verification-code" }));
    await signIn();
    await waitFor(() => expect(smsSent).toHaveLength(1));
    await verify("000000");
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right. Please try again");
    expect(finish).not.toHaveBeenCalled();
  });

  it("offers a new SMS when the code has expired", async () => {
    resolveAnswer = () => Promise.reject(Object.assign(new Error("x"), { code: "auth/code-expired" }));
    await signIn();
    await waitFor(() => expect(smsSent).toHaveLength(1));
    await verify("123456");
    expect(await screen.findByRole("alert")).toHaveTextContent("That code has expired. Send a new one");
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    await waitFor(() => expect(smsSent).toHaveLength(2));
  });

  it("asks an authenticator app's code without sending an SMS", async () => {
    hints = [TOTP_HINT];
    await signIn();
    expect(screen.getByText("Enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    await verify("654321");
    await waitFor(() => expect(finish).toHaveBeenCalledWith("/dashboard"));
    expect(resolved).toEqual([{ totp: { enrollmentId: "f-totp", code: "654321" } }]);
    expect(smsSent).toHaveLength(0);
  });

  it("lets an account with several factors choose one", async () => {
    hints = [PHONE_HINT, TOTP_HINT];
    await signIn();
    await user.click(screen.getByRole("radio", { name: "Authenticator app" }));
    expect(screen.getByText("Enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Text message to +16505551234" })).not.toBeChecked();
  });
});
