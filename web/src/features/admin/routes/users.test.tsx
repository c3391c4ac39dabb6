import { screen, within } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { MemoryRouter } from "react-router-dom";
import { ToastContainer } from "react-toastify";
import { describe, expect, it, vi } from "vitest";
import { apiError, stubApi } from "@/testing/api-stub";
import { createTestQueryClient, renderWithQuery } from "@/testing/query";
import { sessionValue, signedIn } from "@/testing/session-mock";
import type { UserSummary as UserRow } from "@shop/domain";

// Only the hook: api-client still asks the real module for the (absent) ID token.
vi.mock("@/lib/session/session", async (original) => ({
  ...(await original<typeof import("@/lib/session/session")>()),
  useSession: () => sessionValue(signedIn("Ada")),
}));
const { Component: Users } = await import("./users");

const row = (email: string, role: UserRow["role"] = "customer"): UserRow => ({
  _id: email.split("@")[0] ?? email,
  email,
  displayName: "",
  role,
  disabled: false,
});

function renderUsers(onAccessDenied = vi.fn()) {
  renderWithQuery(
    <MemoryRouter>
      <Users />
      <ToastContainer />
    </MemoryRouter>,
    createTestQueryClient(onAccessDenied),
  );
  return onAccessDenied;
}

describe("All Users: mutations invalidate the list", () => {
  it("refetches the users after Make An Admin and shows the new role", async () => {
    let users = [row("admin@gimbal.test", "admin"), row("pat@example.com")];
    const api = stubApi(({ method, path }) => {
      if (method === "PUT" && path === "/users/admin/pat%40example.com") {
        users = users.map((u) => (u.email === "pat@example.com" ? { ...u, role: "admin" } : u));
        return { body: { modifiedCount: 1 } };
      }
      return { body: users };
    });
    const user = setupUser();
    renderUsers();
    const pat = await screen.findByRole("row", { name: /pat@example\.com/ });
    expect(within(pat).getByText("customer")).toBeInTheDocument();

    await user.click(within(pat).getByRole("button", { name: "Make An Admin: pat@example.com" }));
    expect(await screen.findByText("Successfully Made an Admin")).toBeInTheDocument();
    expect(
      await within(screen.getByRole("row", { name: /pat@example\.com/ })).findByText("admin"),
    ).toBeInTheDocument();
    expect(api.count("GET", "/users")).toBe(2);
  });

  it("answers a 403 with 'Fail to Make an Admin' and keeps the session (spec §7)", async () => {
    const api = stubApi(({ method }) =>
      method === "PUT"
        ? apiError(403, "permission-denied", "Only admins may do this")
        : { body: [row("pat@example.com")] },
    );
    const user = setupUser();
    const onAccessDenied = renderUsers();
    await user.click(await screen.findByRole("button", { name: "Make An Admin: pat@example.com" }));
    expect(await screen.findByText("Fail to Make an Admin")).toBeInTheDocument();
    expect(onAccessDenied).not.toHaveBeenCalled();
    // Nothing changed: the list is not asked again.
    expect(api.count("GET", "/users")).toBe(1);
  });
});
