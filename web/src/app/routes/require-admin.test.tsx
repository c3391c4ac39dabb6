import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionState } from "@/lib/session";
import { Component as RequireAdmin } from "./require-admin";

const signOut = vi.fn(() => Promise.resolve());
let session: SessionState;

vi.mock("@/lib/session", () => ({
  useSession: () => ({ session, signOut, loadAuth: vi.fn(), refreshClaims: vi.fn() }),
}));

const USER = { uid: "u1", email: "u1@example.com", displayName: "U One", photoURL: "" };

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
    session = { status: "signed-in", user: USER };
    renderAt("/dashboard/users");
    expect(screen.getByRole("heading", { name: "All Users" })).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("decides nothing while the session loads (no redirect for an admin reloading the page)", () => {
    session = { status: "loading", user: null };
    renderAt("/dashboard/users");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    expect(screen.queryByRole("heading", { name: "Login" })).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("signs a non-admin out and sends them to /login", async () => {
    session = { status: "signed-in", user: USER };
    renderAt("/dashboard/users");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("heading", { name: "All Users" })).not.toBeInTheDocument();
  });
});
