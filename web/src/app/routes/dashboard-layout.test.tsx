import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionState } from "@/lib/session";
import { NavMenuProvider, useNavMenu } from "../layout/nav-menu";
import { Component as DashboardLayout } from "./dashboard-layout";

let session: SessionState;
const claimsRefreshFor = vi.fn();
vi.mock("@/lib/session", () => ({
  useSession: () => ({ session, loadAuth: vi.fn(), signOut: vi.fn(), refreshClaims: vi.fn() }),
}));
// The Firestore listener is exercised by the browser suite; here only its wiring is checked.
vi.mock("./use-claims-refresh", () => ({ useClaimsRefresh: (uid: string | null) => claimsRefreshFor(uid) }));

const user = { uid: "u-1", email: "c@example.com", displayName: "Casey", photoURL: "" };

/** Stands in for the header's small-screen menu toggle (same shared state). */
function HeaderToggle() {
  const { toggle } = useNavMenu();
  return (
    <button type="button" onClick={toggle}>
      Menu
    </button>
  );
}

function renderAt(path: string) {
  render(
    <NavMenuProvider>
      <HeaderToggle />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route index element={<h1>My Products</h1>} />
            <Route path="history" element={<h1>My History</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </NavMenuProvider>,
  );
  return screen.getByRole("navigation", { name: "Dashboard" });
}

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((a) => a.textContent);

describe("dashboard side menu", () => {
  beforeEach(() => {
    claimsRefreshFor.mockClear();
  });

  it("shows a customer My Product, My Review, My Profile and My History", () => {
    session = { status: "signed-in", user };
    const nav = renderAt("/dashboard");
    expect(links(nav)).toEqual(["My Product", "My Review", "My Profile", "My History"]);
    expect(claimsRefreshFor).toHaveBeenCalledWith("u-1");
  });

  it("hides My Review from admins and adds the admin pages", () => {
    session = { status: "signed-in", user };
    const nav = renderAt("/dashboard");
    expect(links(nav)).toEqual([
      "My Product",
      "My Profile",
      "My History",
      "All Product",
      "All Users",
      "Add Product",
      "Manage Product",
      "Messages",
    ]);
  });

  it("is opened on small screens by the header's menu toggle", async () => {
    session = { status: "signed-in", user };
    const nav = renderAt("/dashboard");
    expect(nav).not.toHaveClass("dashboard__menu--open");
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(nav).toHaveClass("dashboard__menu--open");
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(nav).not.toHaveClass("dashboard__menu--open");
  });
});
