/**
 * Authentication: the Firebase ID token as `Authorization: Bearer <token>`. Revoked tokens and
 * disabled accounts are refused. Admin = the `admin` custom claim.
 */
import type { RequestHandler, Response } from "express";
import { toOneLine } from "@shop/domain";
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
      admin: t.admin === true,
      emailVerified: t.email_verified === true,
      authTime: t.auth_time * 1000,
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

/** Requires an admin caller (403 for everybody else). */
export const requireAdmin: RequestHandler = async (req, res, next) => {
  const c = await verify(req.get("authorization"));
  if (!c.admin) throw new AppError("permission-denied", "Only admins may do this");
  res.locals.caller = c;
  next();
};

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
