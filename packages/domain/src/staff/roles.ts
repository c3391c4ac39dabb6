/** Staff roles (issue 52): a custom claim `role`; a token with `admin: true` and no role counts as `admin`. */
import { z } from "zod";
import type { Claims } from "../account/claims.js";

export const STAFF_ROLES = ["owner", "admin", "manager", "support", "fulfilment", "accountant"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** Body of the owner-only `PUT /users/:uid/role`: a role, or null to take the role away. */
export const setRoleBodySchema = z.object({ role: staffRoleSchema.nullable() }).strict();
export type SetRoleBody = z.infer<typeof setRoleBodySchema>;

export const ROLE_DENIED_MESSAGE = "Your role does not allow this";

/** The caller's staff role: the `role` claim when valid, else `admin` for legacy `admin: true` tokens. */
export function roleOf(claims: Claims | null | undefined): StaffRole | null {
  const parsed = staffRoleSchema.safeParse(claims?.role);
  if (parsed.success) return parsed.data;
  return claims?.admin === true ? "admin" : null;
}

/** The account's claims with the role set (or removed with null); every other claim is kept. */
export function withRoleClaim(claims: Claims | null | undefined, role: StaffRole | null): Claims {
  const rest: Claims = { ...(claims ?? {}) };
  delete rest.role;
  return role === null ? rest : { ...rest, role };
}

/** The owner may do everything; every other role only what lists it (see STAFF_AREA_ROLES). */
export function roleAllows(role: StaffRole | null, allowed: readonly StaffRole[]): boolean {
  if (role === null) return false;
  if (role === "owner") return true;
  return allowed.includes(role);
}

/** The staff areas of the issue and the roles that may act in each, declared once (owner is implicit). */
export const STAFF_AREA_ROLES = {
  products: ["admin", "manager"],
  promos: ["admin", "manager"],
  shipping: ["admin", "manager"],
  overview: ["admin", "manager"],
  orders: ["admin", "support"],
  returns: ["admin", "support"],
  refunds: ["admin", "support"],
  messages: ["admin", "support"],
  disputes: ["admin", "support"],
  shipments: ["admin", "fulfilment"],
  books: ["admin", "accountant"],
  users: ["admin"],
  roles: [],
  audit: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREA_ROLES;

export function roleMayAct(role: StaffRole | null, area: StaffArea): boolean {
  return roleAllows(role, STAFF_AREA_ROLES[area]);
}

/** Roles that only read (books, invoices, CSV, reconciliation): any write in their areas is refused. */
export const READ_ONLY_ROLES: readonly StaffRole[] = ["accountant"];

/**
 * Every role that may call an operation of one of these areas (the owner first); a write leaves
 * out the read-only roles. The API's guard and the OpenAPI document's `x-roles` both use it.
 */
export function rolesFor(areas: readonly StaffArea[], write: boolean): StaffRole[] {
  return STAFF_ROLES.filter(
    (role) => areas.some((area) => roleMayAct(role, area)) && !(write && READ_ONLY_ROLES.includes(role)),
  );
}

/** The profile's `role` (the spec's All Users column): `admin` for the owner and admins, else `customer`. */
export function profileRoleOf(role: StaffRole | null): "admin" | "customer" {
  return role === "owner" || role === "admin" ? "admin" : "customer";
}

/**
 * The account's claims with this staff role (null: none), the legacy `admin` claim kept consistent
 * (true for the owner and admins, removed for everybody else); every other claim is kept.
 */
export function staffClaims(claims: Claims | null | undefined, role: StaffRole | null): Claims {
  const next = withRoleClaim(claims, role);
  delete next.admin;
  return profileRoleOf(role) === "admin" ? { ...next, admin: true } : next;
}
