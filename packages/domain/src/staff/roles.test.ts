import { describe, expect, it } from "vitest";
import {
  profileRoleOf,
  roleAllows,
  roleMayAct,
  roleOf,
  rolesFor,
  setRoleBodySchema,
  staffClaims,
  withRoleClaim,
} from "./roles.js";

describe("roleOf", () => {
  it("reads the role claim and treats a legacy admin claim as admin", () => {
    expect(roleOf({ role: "manager" })).toBe("manager");
    expect(roleOf({ admin: true })).toBe("admin");
    expect(roleOf({ admin: true, role: "support" })).toBe("support");
    expect(roleOf({ role: "janitor" })).toBeNull();
    expect(roleOf(undefined)).toBeNull();
  });
});

describe("withRoleClaim", () => {
  it("sets and removes the role, keeping every other claim", () => {
    expect(withRoleClaim({ tier: 1 }, "support")).toEqual({ tier: 1, role: "support" });
    expect(withRoleClaim({ tier: 1, role: "support" }, null)).toEqual({ tier: 1 });
  });
});

describe("roleAllows", () => {
  it("lets the owner do everything and others only what lists them", () => {
    expect(roleAllows("owner", [])).toBe(true);
    expect(roleAllows("manager", ["manager"])).toBe(true);
    expect(roleAllows("fulfilment", ["manager"])).toBe(false);
    expect(roleAllows(null, ["manager"])).toBe(false);
  });
});

describe("setRoleBodySchema", () => {
  it("accepts a role or null and refuses anything else", () => {
    expect(setRoleBodySchema.safeParse({ role: "owner" }).success).toBe(true);
    expect(setRoleBodySchema.safeParse({ role: null }).success).toBe(true);
    expect(setRoleBodySchema.safeParse({ role: "root" }).success).toBe(false);
    expect(setRoleBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("roleMayAct", () => {
  it("follows the issue's areas: owner-only roles and audit, admin keeps the spec's rights", () => {
    expect(roleMayAct("owner", "audit")).toBe(true);
    expect(roleMayAct("admin", "audit")).toBe(false);
    expect(roleMayAct("admin", "refunds")).toBe(true);
    expect(roleMayAct("fulfilment", "shipments")).toBe(true);
    expect(roleMayAct("fulfilment", "refunds")).toBe(false);
    expect(roleMayAct("accountant", "books")).toBe(true);
    expect(roleMayAct("accountant", "products")).toBe(false);
  });
});

describe("rolesFor", () => {
  it("joins the areas' roles with the owner, and leaves read-only roles out of writes", () => {
    expect(rolesFor(["products"], false)).toEqual(["owner", "admin", "manager"]);
    expect(rolesFor(["orders", "books"], false)).toEqual(["owner", "admin", "support", "accountant"]);
    expect(rolesFor(["books"], true)).toEqual(["owner", "admin"]);
    expect(rolesFor(["roles"], true)).toEqual(["owner"]);
  });
});

describe("staffClaims", () => {
  it("keeps the admin claim consistent with the role and every other claim as it was", () => {
    expect(staffClaims({ tier: 1 }, "owner")).toEqual({ tier: 1, role: "owner", admin: true });
    expect(staffClaims({ admin: true, tier: 1 }, "support")).toEqual({ tier: 1, role: "support" });
    expect(staffClaims({ admin: true, role: "admin" }, null)).toEqual({});
    expect(profileRoleOf("manager")).toBe("customer");
  });
});
