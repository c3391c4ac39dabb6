import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SecondFactor, StaffRole } from "@shop/domain";
import { signedIn } from "@/testing/session-mock";
import { Component as RequireAdmin } from "./require-admin";

const signOut = vi.fn(() => Promise.resolve());
/** What reactfire says of the ID token's staff role (lib/session/admin-claim.ts). */
let role: StaffRole | null | "loading";

vi.mock("@/lib/session/session", () => ({
  useSession: () => ({ session: signedIn("U One"), signOut, loadAuth: vi.fn(), refreshClaims: vi.fn() }),
}));
/** The token's second factor (issue 52 item 2): staff without one reach only the enrol page. */
let secondFactor: SecondFactor | null = "phone";
vi.mock("@/lib/session/admin-claim", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/session/admin-claim")>()),
  useStaffAccess: () => (role === "loading" ? role : { role, secondFactor }),
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireAdmin />}>
          <Route path="/dashboard/users" element={<h1>All Users</h1>} />
          <Route path="/dashboard/shipments" element={<h1>Shipments</h1>} />
        </Route>
        <Route path="/dashboard/two-factor" element={<h1>Two-factor sign-in</h1>} />
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("RequireAdmin", () => {
  beforeEach(() => {
    signOut.mockClear();
    secondFactor = "phone";
  });

  it("shows the admin page to a user whose token carries the admin claim", () => {
    role = "admin";
    renderAt("/dashboard/users");
    expect(screen.getByRole("heading", { name: "All Users" })).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("decides nothing while the claims load (no redirect for an admin reloading the page)", () => {
    role = "loading";
    renderAt("/dashboard/users");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    expect(screen.queryByRole("heading", { name: "Login" })).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("signs a non-admin out and sends them to /login", async () => {
    role = null;
    renderAt("/dashboard/users");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("heading", { name: "All Users" })).not.toBeInTheDocument();
  });

  it("shows a staff member a page of their role", () => {
    role = "fulfilment";
    renderAt("/dashboard/shipments");
    expect(screen.getByRole("heading", { name: "Shipments" })).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("tells a staff member opening a page of another role that their role does not allow it", () => {
    role = "fulfilment";
    renderAt("/dashboard/users");
    expect(screen.getByRole("alert")).toHaveTextContent("Your role does not allow this");
    expect(screen.queryByRole("heading", { name: "All Users" })).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("sends staff signed in without a second factor to the enrol page, keeping the session", () => {
    role = "admin";
    secondFactor = null;
    renderAt("/dashboard/users");
    expect(screen.getByRole("heading", { name: "Two-factor sign-in" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "All Users" })).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });
});
