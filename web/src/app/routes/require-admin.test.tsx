import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedIn } from "@/testing/session-mock";
import { Component as RequireAdmin } from "./require-admin";

const signOut = vi.fn(() => Promise.resolve());
/** What reactfire says of the ID token's admin claim (lib/session/admin-claim.ts). */
let admin: boolean | "loading";

vi.mock("@/lib/session/session", () => ({
  useSession: () => ({ session: signedIn("U One"), signOut, loadAuth: vi.fn(), refreshClaims: vi.fn() }),
}));
vi.mock("@/lib/session/admin-claim", () => ({ useAdminClaim: () => admin }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireAdmin />}>
          <Route path="/dashboard/users" element={<h1>All Users</h1>} />
        </Route>
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("RequireAdmin", () => {
  beforeEach(() => {
    signOut.mockClear();
  });

  it("shows the admin page to a user whose token carries the admin claim", () => {
    admin = true;
    renderAt("/dashboard/users");
    expect(screen.getByRole("heading", { name: "All Users" })).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("decides nothing while the claims load (no redirect for an admin reloading the page)", () => {
    admin = "loading";
    renderAt("/dashboard/users");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    expect(screen.queryByRole("heading", { name: "Login" })).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("signs a non-admin out and sends them to /login", async () => {
    admin = false;
    renderAt("/dashboard/users");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("heading", { name: "All Users" })).not.toBeInTheDocument();
  });
});
