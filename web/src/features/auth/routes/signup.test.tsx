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
const createAccount = (...args: unknown[]) => {
  calls.push(args);
  return answer();
};
vi.mock("../api/sign-in", () => ({
  createAccount: (...args: unknown[]) => createAccount(...args),
  signInWithGoogle: vi.fn(),
}));

const { Component: Signup } = await import("./signup");

function renderSignup() {
  render(
    <MemoryRouter initialEntries={["/signup"]}>
      <Signup />
    </MemoryRouter>,
  );
}

async function submit(name: string, email: string, password: string) {
  if (name) await user.type(screen.getByLabelText("Name"), name);
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Register" }));
}

describe("Signup form", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("has the spec's parts: Register button, a link to login, OR divider, Google button", () => {
    renderSignup();
    expect(screen.getByRole("button", { name: "Register" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByText("OR")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue With Google" })).toBeInTheDocument();
  });

  it("requires the name, the email and the password", async () => {
    renderSignup();
    await submit("", "", "");
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("rejects an email that does not look like one", async () => {
    renderSignup();
    await submit("Ada", "ada@nowhere", "secret-123");
    expect(await screen.findByText("Provide a valid email")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("rejects a password shorter than 6 characters", async () => {
    renderSignup();
    await submit("Ada", "ada@example.com", "abc");
    expect(await screen.findByText("Must be value 6")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the identity provider's error when the email is taken", async () => {
    answer = () => Promise.reject(Object.assign(new Error("x"), { code: "auth/email-already-in-use" }));
    renderSignup();
    await submit("Ada", "ada@example.com", "secret-123");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An account already uses this email. Log in instead.",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
  });
});
