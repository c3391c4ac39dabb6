/**
 * The staff roles of each route, read from the router itself (issue 52): a route guarded by
 * `requireStaff(areas)` takes the roles of its areas (@shop/domain's `rolesFor`, read-only roles
 * for reads only), so the OpenAPI document's `x-roles` and the guard cannot disagree.
 */
import type { Router } from "express";
import { rolesFor, type StaffRole } from "@shop/domain";
import { staffAreasOf } from "../../platform/http/auth.js";

/** "get /purchase/:id" (Express form) → the roles that may call it; staff routes only. */
export type RouteRoles = ReadonlyMap<string, readonly StaffRole[]>;

interface Layer {
  handle?: unknown;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

export const routeKey = (method: string, path: string) => `${method.toLowerCase()} ${path}`;

export function routeRoles(router: Router): RouteRoles {
  const roles = new Map<string, readonly StaffRole[]>();
  for (const { route } of (router as unknown as { stack: Layer[] }).stack) {
    if (!route) continue;
    const areas = route.stack.map((l) => staffAreasOf(l.handle)).find((a) => a !== undefined);
    if (!areas) continue;
    for (const method of Object.keys(route.methods)) {
      roles.set(routeKey(method, route.path), rolesFor(areas, method !== "get" && method !== "head"));
    }
  }
  return roles;
}
