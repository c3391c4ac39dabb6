import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SIGNED_OUT, sessionValue } from "@/testing/session-mock";

const user = setupUser();

vi.mock("@/lib/session/session", () => ({ useSession: () => sessionValue(SIGNED_OUT) }));
/** A plain stub (not vi.fn): rejected promises held by spies are reported as test errors. */
const calls: unknown[][] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({});
const signInWithEmail = (...args: unknown[]) => {
  calls.push(args);
  return answer();
};
vi.mock("../api/sign-in", () => ({
  signInWithEmail: (...args: unknown[]) => signInWithEmail(...args),
  signInWithGoogle: vi.fn(),
}));

const { Component: Login } = await import("./login");

function renderLogin() {
  render(
    <MemoryRouter initialEntries={["/login"]}>
      <Login />
    </MemoryRouter>,
  );
}

async function submit(email: string, password: string) {
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("Login form", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("has the spec's parts: Login button, Create New Account link, OR divider, Google button", () => {
    renderLogin();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create New Account" })).toHaveAttribute("href", "/signup");
    expect(screen.getByText("OR")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
  });

  it("requires the email and the password", async () => {
    renderLogin();
    await submit("", "");
    expect(await screen.findByText("Email is Required")).toBeInTheDocument();
    expect(screen.getByText("Password is Required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("rejects an email that does not look like one", async () => {
    renderLogin();
    await submit("not-an-email", "secret-123");
    expect(await screen.findByText("Provide a valid Email")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("rejects a password shorter than 6 characters", async () => {
    renderLogin();
    await submit("ada@example.com", "12345");
    expect(await screen.findByText("Must be 6 characters or longer")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the identity provider's error in red, keeping what was typed", async () => {
    answer = () => Promise.reject(Object.assign(new Error("x"), { code: "auth/wrong-password" }));
    renderLogin();
    await submit("ada@example.com", "secret-123");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Wrong password. Please try again.");
    expect(alert).toHaveClass("form-error");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
  });
});
