import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { SessionState } from "@/lib/session/session";
import { LOADING, SIGNED_OUT, sessionValue, signedIn } from "@/testing/session-mock";

const user = setupUser();

let current: SessionState = SIGNED_OUT;
vi.mock("@/lib/session/session", () => ({ useSession: () => sessionValue(current) }));
const { Header } = await import("./header");
const { NavMenuProvider } = await import("./nav-menu");

function renderHeader(session: SessionState) {
  current = session;
  render(
    <MemoryRouter>
      <NavMenuProvider>
        <Header />
      </NavMenuProvider>
    </MemoryRouter>,
  );
}

describe("Header", () => {
  it("links the spec's pages and shows Login (not Dashboard) when signed out", () => {
    renderHeader(SIGNED_OUT);
    const expected: [string, string][] = [
      ["Gimbal home", "/"],
      ["Home", "/home"],
      ["About Us", "/about"],
      ["Services", "/services"],
      ["Shop", "/shop"],
      ["Contacts", "/contact"],
      ["Login", "/login"],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
  });

  it("shows Dashboard, the user's name and Log out when signed in", () => {
    renderHeader(signedIn("Ada"));
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByText("Hi, Ada")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("shows a spinner while the auth state loads", () => {
    renderHeader(LOADING);
    expect(screen.getByRole("status")).toHaveTextContent("Checking your session");
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("has a menu toggle that reports and flips its state", async () => {
    renderHeader(SIGNED_OUT);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("main-menu")).toHaveClass("navbar__links--open");
  });
});
