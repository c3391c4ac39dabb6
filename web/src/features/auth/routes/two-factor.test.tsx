import { render, screen, waitFor } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffAccess } from "@/lib/session/admin-claim";
import { sessionValue, signedIn } from "@/testing/session-mock";
import { qrPath } from "@/components/ui/qr-code";

/** Issue 52 item 2: the enrol page, with Firebase Auth's multi-factor API stood in for. */
const user = setupUser();

let access: StaffAccess | "loading" = { role: "admin", secondFactor: null };
vi.mock("@/lib/session/admin-claim", () => ({ useStaffAccess: () => access }));

const FIREBASE_USER = { uid: "u1", email: "staff@example.com" };
const refreshed: string[] = [];
const signOut = vi.fn(() => Promise.resolve());
vi.mock("@/lib/session/session", () => ({
  useSession: () => ({
    ...sessionValue(signedIn("Staff")),
    signOut,
    loadAuth: () => Promise.resolve({ currentUser: FIREBASE_USER, authStateReady: () => Promise.resolve() }),
    // The new token carries the second factor: reactfire's claims check follows it.
    refreshClaims: () => {
      refreshed.push("refreshed");
      access = { role: "admin", secondFactor: "phone" };
      return Promise.resolve();
    },
  }),
}));
const toastSuccess = vi.fn();
vi.mock("react-toastify", () => ({ toast: { success: (text: string) => toastSuccess(text) } }));

/** Plain stubs (not vi.fn): rejected promises held by spies are reported as test errors. */
const smsSent: unknown[][] = [];
const enrolled: unknown[][] = [];
let enrollAnswer: () => Promise<void> = () => Promise.resolve();
let factors: object[] = [];
const SECRET = {
  secretKey: "JBSWY3DPEHPK3PXP",
  generateQrCodeUrl: (account: string, issuer: string) => `otpauth://totp/${issuer}:${account}?s=1`,
};
vi.mock("firebase/auth", () => ({
  multiFactor: (u: unknown) => {
    if (u !== FIREBASE_USER) throw new Error("not the signed-in user");
    return {
      getSession: () => Promise.resolve("enrol-session"),
      enroll: (assertion: unknown, name: string) => {
        enrolled.push([assertion, name]);
        return enrollAnswer();
      },
      enrolledFactors: factors,
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
    generateSecret: (session: unknown) =>
      session === "enrol-session" ? Promise.resolve(SECRET) : Promise.reject(new Error("no session")),
    assertionForEnrollment: (secret: unknown, code: string) => ({ totp: { secret, code } }),
  },
  getMultiFactorResolver: vi.fn(),
}));

const { Component: TwoFactor } = await import("./two-factor");

async function renderPage() {
  render(
    <MemoryRouter initialEntries={["/dashboard/two-factor"]}>
      <Routes>
        <Route path="/dashboard/two-factor" element={<TwoFactor />} />
        <Route path="/dashboard" element={<h1>My Product</h1>} />
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole("heading", { level: 1, name: "Set up two-factor sign-in to use the dashboard" });
}

async function sendSms(phone: string) {
  await user.type(screen.getByLabelText("Phone number"), phone);
  await user.click(screen.getByRole("button", { name: "Send code" }));
}

async function turnOn(code: string) {
  await user.type(await screen.findByLabelText("Code"), code);
  await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
}

describe("Set up two-factor sign-in", () => {
  beforeEach(() => {
    access = { role: "admin", secondFactor: null };
    smsSent.length = 0;
    enrolled.length = 0;
    refreshed.length = 0;
    factors = [];
    enrollAnswer = () => Promise.resolve();
    toastSuccess.mockClear();
    signOut.mockClear();
  });

  it("enrols a phone: the code sent by SMS, then the session follows and the dashboard opens", async () => {
    await renderPage();
    expect(screen.getByRole("group", { name: "Second factor" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Text message (SMS)" })).toBeChecked();
    await sendSms("+44 7700 900123");
    await waitFor(() => expect(smsSent).toHaveLength(1));
    expect(smsSent[0]?.[0]).toEqual({ phoneNumber: "+447700900123", session: "enrol-session" });
    expect(smsSent[0]?.[1]).toMatchObject({ params: { size: "invisible" } });

    await turnOn("123456");
    expect(await screen.findByRole("heading", { name: "My Product" })).toBeInTheDocument();
    expect(enrolled).toEqual([[{ phone: { verificationId: "verification-1", code: "123456" } }, "Phone"]]);
    expect(refreshed).toHaveLength(1);
    expect(toastSuccess).toHaveBeenCalledWith("Two-factor sign-in is on");
  });

  it("asks for an international number before sending anything", async () => {
    await renderPage();
    await sendSms("07700 900123");
    expect(await screen.findByText(/international format/)).toBeInTheDocument();
    expect(smsSent).toHaveLength(0);
  });

  it("says when the code is wrong", async () => {
    enrollAnswer = () =>
      Promise.reject(Object.assign(new Error("x"), { code: "auth/invalid-verification-code" }));
    await renderPage();
    await sendSms("+44 7700 900123");
    await turnOn("000000");
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right. Please try again");
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("asks for a fresh login when Firebase wants one, and offers it", async () => {
    enrollAnswer = () =>
      Promise.reject(Object.assign(new Error("x"), { code: "auth/requires-recent-login" }));
    await renderPage();
    await sendSms("+44 7700 900123");
    await turnOn("123456");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please log in again to set up two-factor sign-in",
    );
    await user.click(screen.getByRole("button", { name: "Log in again" }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("enrols an authenticator app with its key", async () => {
    await renderPage();
    await user.click(screen.getByRole("radio", { name: "Authenticator app" }));
    await user.click(screen.getByRole("button", { name: "Show the key" }));
    expect(await screen.findByLabelText("Key")).toHaveValue("JBSWY3DPEHPK3PXP");
    expect(screen.getByRole("link", { name: "Open in your authenticator app" })).toHaveAttribute(
      "href",
      "otpauth://totp/Gimbal:staff@example.com?s=1",
    );
    const qr = screen.getByRole("img", { name: "QR code of the key for your authenticator app" });
    expect(qr.querySelector("path")).toHaveAttribute(
      "d",
      qrPath("otpauth://totp/Gimbal:staff@example.com?s=1").path,
    );
    await turnOn("654321");
    expect(await screen.findByRole("heading", { name: "My Product" })).toBeInTheDocument();
    expect(enrolled).toEqual([[{ totp: { secret: SECRET, code: "654321" } }, "Authenticator app"]]);
    expect(smsSent).toHaveLength(0);
  });

  it("shows a staff member signed in with a second factor the factors they have", async () => {
    access = { role: "admin", secondFactor: "phone" };
    factors = [
      { uid: "f1", factorId: "phone", displayName: "Phone", enrollmentTime: "Sun, 29 Nov 2026 04:00:00 GMT" },
    ];
    await renderPage();
    expect(screen.getByText("Two-factor sign-in is on for this account.")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("Phone (Text message (SMS))");
    expect(screen.queryByRole("button", { name: "Send code" })).not.toBeInTheDocument();
  });
});
