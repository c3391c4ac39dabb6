import { screen, waitFor, within } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { MemoryRouter } from "react-router-dom";
import { ToastContainer } from "react-toastify";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, stubApi } from "@/testing/api-stub";
import { createTestQueryClient, renderWithQuery } from "@/testing/query";
import { sessionValue, signedIn } from "@/testing/session-mock";
import type { StaffRole, UserSummary as UserRow } from "@shop/domain";

// Only the hook: api-client still asks the real module for the (absent) ID token.
vi.mock("@/lib/session/session", async (original) => ({
  ...(await original<typeof import("@/lib/session/session")>()),
  useSession: () => sessionValue(signedIn("Ada")),
}));
/** The caller's staff role from the ID token (reactfire in the app). */
let callerRole: StaffRole | null = "admin";
vi.mock("@/lib/session/admin-claim", () => ({ useStaffRole: () => callerRole }));
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
  beforeEach(() => {
    callerRole = "admin";
  });

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

describe("All Users: staff roles (issue 52)", () => {
  it("offers no role select to an admin", async () => {
    callerRole = "admin";
    stubApi(() => ({ body: [row("pat@example.com")] }));
    renderUsers();
    await screen.findByRole("row", { name: /pat@example\.com/ });
    expect(screen.queryByRole("combobox", { name: "Staff role: pat@example.com" })).not.toBeInTheDocument();
  });

  it("lets the owner give a role with an Idempotency-Key, then shows it", async () => {
    callerRole = "owner";
    let users = [row("pat@example.com")];
    const api = stubApi(({ method, path, body }) => {
      if (method === "PUT" && path === "/users/pat/role") {
        const { role } = body as { role: StaffRole | null };
        users = users.map((u) => ({ ...u, staffRole: role ?? undefined }));
        return { body: { modifiedCount: 1 } };
      }
      return { body: users };
    });
    const user = setupUser();
    renderUsers();
    const select = await screen.findByRole("combobox", { name: "Staff role: pat@example.com" });
    expect(select).toHaveValue("");
    await user.selectOptions(select, "Fulfilment");
    expect(await screen.findByText("pat@example.com is now Fulfilment")).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ role: "fulfilment" });
    expect(put?.headers.get("Idempotency-Key")).toMatch(/\S{8,}/);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Staff role: pat@example.com" })).toHaveValue("fulfilment"),
    );
  });

  it("answers a refused role change with a failure toast and keeps the session", async () => {
    callerRole = "owner";
    stubApi(({ method }) =>
      method === "PUT"
        ? apiError(403, "permission-denied", "Your role does not allow this")
        : { body: [row("pat@example.com", "admin")] },
    );
    const user = setupUser();
    const onAccessDenied = renderUsers();
    const select = await screen.findByRole("combobox", { name: "Staff role: pat@example.com" });
    expect(select).toHaveValue("admin");
    await user.selectOptions(select, "No role");
    expect(await screen.findByText("Fail to change the role")).toBeInTheDocument();
    expect(onAccessDenied).not.toHaveBeenCalled();
  });
});
