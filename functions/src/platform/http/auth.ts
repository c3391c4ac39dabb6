/**
 * Authentication: the Firebase ID token as `Authorization: Bearer <token>`. Revoked tokens and
 * disabled accounts are refused. Staff = the `role` custom claim (a legacy `admin: true` is admin);
 * each staff route names its areas (@shop/domain's STAFF_AREA_ROLES) with `requireStaff`.
 */
import type { RequestHandler, Response } from "express";
import {
  ROLE_DENIED_MESSAGE,
  SECOND_FACTOR_MESSAGE,
  roleOf,
  rolesFor,
  secondFactorOf,
  toOneLine,
  type StaffArea,
} from "@shop/domain";
import { AppError } from "../app-error.js";
import type { Caller } from "../caller.js";
import { adminAuth } from "../firestore.js";

export type { Caller };

const BEARER = /^Bearer ([A-Za-z0-9._-]{20,4096})$/;

async function verify(header: string | undefined): Promise<Caller> {
  const match = header ? BEARER.exec(header) : null;
  if (!match?.[1]) throw new AppError("unauthenticated", "Please log in to continue");
  try {
    const t = await adminAuth.verifyIdToken(match[1], true);
    return {
      uid: t.uid,
      email: (t.email ?? "").toLowerCase(),
      // A name set straight through the Auth API may hold line breaks or bidi overrides.
      name: typeof t.name === "string" ? toOneLine(t.name) : "",
      picture: typeof t.picture === "string" ? t.picture : "",
      role: roleOf(t),
      emailVerified: t.email_verified === true,
      authTime: t.auth_time * 1000,
      secondFactor: secondFactorOf(t),
    };
  } catch {
    throw new AppError("unauthenticated", "Your session has expired. Please log in again");
  }
}

/** Requires a signed-in caller; available to the handler as `caller(res)`. */
export const requireUser: RequestHandler = async (req, res, next) => {
  res.locals.caller = await verify(req.get("authorization"));
  next();
};

/** What every caller without a staff role hears from a staff route (the spec's 403). */
export const STAFF_ONLY_MESSAGE = "Only admins may do this";

const READS = new Set(["GET", "HEAD"]);

/** A staff guard, carrying its areas so that the OpenAPI document can name its roles. */
export type StaffGuard = RequestHandler & { readonly staffAreas: readonly StaffArea[] };

/**
 * Requires a staff caller whose role acts in one of the areas (a write: not a read-only role).
 * No staff role: 403 as for any non-admin; a role outside the areas: 403 ROLE_DENIED_MESSAGE; a
 * token signed in without a second factor (issue 52): 403 `second-factor-required`.
 */
export function requireStaff(...areas: [StaffArea, ...StaffArea[]]): StaffGuard {
  const guard: RequestHandler = async (req, res, next) => {
    const c = await verify(req.get("authorization"));
    if (c.role === null) throw new AppError("permission-denied", STAFF_ONLY_MESSAGE);
    if (!rolesFor(areas, !READS.has(req.method)).includes(c.role)) {
      throw new AppError("permission-denied", ROLE_DENIED_MESSAGE);
    }
    if (!c.secondFactor) throw new AppError("second-factor-required", SECOND_FACTOR_MESSAGE);
    res.locals.caller = { ...c, ip: req.ip ?? "" } satisfies Caller;
    next();
  };
  return Object.assign(guard, { staffAreas: areas });
}

/** The areas of a staff guard; undefined for any other handler. */
export function staffAreasOf(handler: unknown): readonly StaffArea[] | undefined {
  if (typeof handler !== "function" || !("staffAreas" in handler)) return undefined;
  return (handler as StaffGuard).staffAreas;
}

/** Adds the caller when a valid token is sent; anonymous otherwise (never fails on a missing token). */
export const optionalUser: RequestHandler = async (req, res, next) => {
  const header = req.get("authorization");
  if (header) res.locals.caller = await verify(header);
  next();
};

export function caller(res: Response): Caller {
  const c = res.locals.caller as Caller | undefined;
  if (!c) throw new AppError("unauthenticated", "Please log in to continue");
  return c;
}

export function maybeCaller(res: Response): Caller | null {
  return (res.locals.caller as Caller | undefined) ?? null;
}
