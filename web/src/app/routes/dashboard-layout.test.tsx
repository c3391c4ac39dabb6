import { render, screen, within } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import type { SecondFactor, StaffRole } from "@shop/domain";
import { NavMenuProvider, useNavMenu } from "../layout/nav-menu";
import { Component as DashboardLayout } from "./dashboard-layout";

const user = setupUser();

// reactfire (its providers, the live claims, the Firestore listener) is exercised by the browser
// suite; here only the menu and the wiring are checked.
let role: StaffRole | null | "loading";
const claimsRefresh = vi.fn();
const providers = vi.fn();
/** The token's second factor (issue 52 item 2): staff without one reach only the enrol page. */
let secondFactor: SecondFactor | null = "phone";
vi.mock("@/lib/session/admin-claim", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/session/admin-claim")>()),
  useStaffAccess: () => (role === "loading" ? role : { role, secondFactor }),
}));
vi.mock("./use-claims-refresh", () => ({ useClaimsRefresh: () => claimsRefresh() }));
// The verify-email banner has its own test (e2e: verify-email.e2e.test.ts); it needs Firebase Auth.
vi.mock("@/features/auth/components/verify-email-banner", () => ({ VerifyEmailBanner: () => null }));
vi.mock("../providers/firebase-providers", () => ({
  FirebaseProviders: ({ children }: { children: ReactNode }) => {
    providers();
    return children;
  },
}));

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
            <Route path="two-factor" element={<h1>Set up two-factor sign-in</h1>} />
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

/** The spec's admin pages, in the menu's order. */
const ADMIN_PAGES = [
  "Overview",
  "All Product",
  "All Users",
  "Add Product",
  "Manage Product",
  "Messages",
  "Outbox",
  "Promo Codes",
  "Reconciliation",
  "Disputes",
  "Returns",
  "Refund approvals",
  "Shipping",
];

describe("dashboard side menu", () => {
  beforeEach(() => {
    claimsRefresh.mockClear();
    providers.mockClear();
    secondFactor = "phone";
  });

  it("shows a customer My Product, My Review, My Profile and My History, inside reactfire's providers", () => {
    role = null;
    const nav = renderAt("/dashboard");
    expect(links(nav)).toEqual(["My Product", "My Review", "My Profile", "My History"]);
    expect(providers).toHaveBeenCalled();
    expect(claimsRefresh).toHaveBeenCalled();
  });

  it("shows no role-dependent entry until the claims are known (no My Review flashing by for an admin)", () => {
    role = "loading";
    const nav = renderAt("/dashboard");
    expect(links(nav)).toEqual(["My Product", "My Profile", "My History"]);
  });

  it("hides My Review from admins and adds the admin pages", () => {
    role = "admin";
    const nav = renderAt("/dashboard");
    expect(links(nav)).toEqual(["My Product", "My Profile", "My History", ...ADMIN_PAGES]);
  });

  it("adds the audit trail for the owner", () => {
    role = "owner";
    const nav = renderAt("/dashboard");
    expect(links(nav).slice(3)).toEqual([...ADMIN_PAGES, "Audit"]);
  });

  it.each([
    ["fulfilment", ["Shipments"]],
    ["manager", ["Overview", "Add Product", "Manage Product", "Promo Codes", "Shipping"]],
    ["support", ["All Product", "Messages", "Outbox", "Disputes", "Returns", "Refund approvals"]],
    ["accountant", ["All Product", "Reconciliation"]],
  ] as const)("links a %s only the pages of their role", (staffRole, pages) => {
    role = staffRole;
    const nav = renderAt("/dashboard");
    expect(links(nav)).toEqual(["My Product", "My Review", "My Profile", "My History", ...pages]);
  });

  it("is opened on small screens by the header's menu toggle", async () => {
    role = null;
    const nav = renderAt("/dashboard");
    expect(nav).not.toHaveClass("dashboard__menu--open");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(nav).toHaveClass("dashboard__menu--open");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(nav).not.toHaveClass("dashboard__menu--open");
  });
});

describe("dashboard gate for staff without a second factor (issue 52 item 2)", () => {
  beforeEach(() => {
    secondFactor = null;
  });

  it("links only the enrol page and sends every other dashboard page there", () => {
    role = "admin";
    const nav = renderAt("/dashboard/history");
    expect(links(nav)).toEqual(["Two-factor sign-in"]);
    expect(within(nav).getByRole("link")).toHaveAttribute("href", "/dashboard/two-factor");
    expect(screen.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "My History" })).not.toBeInTheDocument();
  });

  it("shows the enrol page itself", () => {
    role = "fulfilment";
    renderAt("/dashboard/two-factor");
    expect(screen.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeInTheDocument();
  });

  it("keeps the menu and the pages of staff signed in with a second factor", () => {
    role = "accountant";
    secondFactor = "totp";
    const nav = renderAt("/dashboard/history");
    expect(links(nav)).toEqual([
      "My Product",
      "My Review",
      "My Profile",
      "My History",
      "All Product",
      "Reconciliation",
    ]);
    expect(screen.getByRole("heading", { name: "My History" })).toBeInTheDocument();
  });

  it("leaves customers, who need no second factor, as they are", () => {
    role = null;
    const nav = renderAt("/dashboard/history");
    expect(links(nav)).toEqual(["My Product", "My Review", "My Profile", "My History"]);
    expect(screen.getByRole("heading", { name: "My History" })).toBeInTheDocument();
  });

  it("decides nothing while the claims load", () => {
    role = "loading";
    renderAt("/dashboard/history");
    expect(screen.getByRole("heading", { name: "My History" })).toBeInTheDocument();
  });
});
