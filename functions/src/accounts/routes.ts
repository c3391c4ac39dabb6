/** Accounts' REST endpoints: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import {
  ONE_LINE_MESSAGE,
  isOneLine,
  profileAddressSchema,
  profileUpdateSchema,
  setRoleBodySchema,
  usersListQuerySchema,
  type AdminAnswer,
  type HeldMailAnswer,
  type ModifiedAnswer,
  type ProfileAnswer,
  type UserSummary,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { staffMayRead } from "../platform/caller.js";
import { caller, requireStaff, requireUser } from "../platform/http/auth.js";
import { idempotent } from "../platform/http/idempotency.js";
import { limitPerAccount } from "../platform/http/rate-limit.js";
import { LIMITS } from "../platform/limits/limits.js";
import { releaseHeldMail } from "../mail/index.js";
import { emailParam, idParam, parseBody, parseQuery } from "../platform/http/input.js";
import {
  isAdminEmail,
  listUsers,
  makeAdmin,
  setUserDisabled,
  updateOwnProfile,
  upsertProfile,
} from "./users.js";
import { readOwnProfile, saveOwnAddress } from "./last-address.js";
import { setStaffRole } from "./staff-roles.js";

/** Only a display name may come from the client (signup sets it before the token carries it). */
export const upsertBody = z
  .object({
    displayName: z.string().trim().max(80, "Name is too long").refine(isOneLine, ONE_LINE_MESSAGE).optional(),
  })
  .strip();

export const disabledBody = z
  .object({ disabled: z.boolean({ error: "disabled must be true or false" }) })
  .strip();

/** PUT /users/:email → the caller's profile, created or refreshed from the ID token. */
const upsertUserHandler: RequestHandler = async (req, res) => {
  const c = caller(res);
  const email = emailParam(req);
  const { displayName } = parseBody(req, upsertBody);
  if (email !== c.email) throw new AppError("permission-denied", "You can only sign in as yourself");
  const profile = await upsertProfile(c, displayName || undefined);
  // The customer's next sign-in after verifying sends what the shop held for the address.
  if (c.emailVerified) await releaseHeldMail(c.email);
  res.json(profile satisfies ProfileAnswer);
};

/**
 * POST /users/me/verified → { sent }: the web app calls this once the signed-in customer's token
 * says the address is verified (the banner's check); held mails go out at once.
 */
const emailVerifiedHandler: RequestHandler = async (_req, res) => {
  const c = caller(res);
  if (!c.emailVerified) {
    throw new AppError("failed-precondition", "Please verify your email to receive order emails");
  }
  res
    .set("Cache-Control", "no-store")
    .json({ sent: await releaseHeldMail(c.email) } satisfies HeldMailAnswer);
};

/** PUT /users/admin/:email (admin) → { modifiedCount } (0 when already an admin; 404 unknown email). */
const makeAdminHandler: RequestHandler = async (req, res) => {
  res.json((await makeAdmin(caller(res), emailParam(req))) satisfies ModifiedAnswer);
};

/**
 * GET /users?q=&state=&from=&to= (admin) → [{ _id, email, role, displayName, disabled }] ordered
 * by email (at most 1000); with a search or filters, the matching ones, newest first.
 */
const listUsersHandler: RequestHandler = async (req, res) => {
  const filters = parseQuery(req, usersListQuerySchema);
  res.set("Cache-Control", "private, no-store").json((await listUsers(filters)) satisfies UserSummary[]);
};

/** PATCH /users/me { displayName, photoURL } → the caller's profile. */
const updateProfileHandler: RequestHandler = async (req, res) => {
  const profile = await updateOwnProfile(caller(res), parseBody(req, profileUpdateSchema));
  res.json(profile satisfies ProfileAnswer);
};

/** PUT /users/:uid/disabled (admin) { disabled } → { modifiedCount }. */
const setUserDisabledHandler: RequestHandler = async (req, res) => {
  const uid = idParam(req, "uid", "User");
  const { disabled } = parseBody(req, disabledBody);
  res.json((await setUserDisabled(caller(res), uid, disabled)) satisfies ModifiedAnswer);
};

/**
 * PUT /users/:uid/role (owner) `{ role }` → { modifiedCount }: the account's staff role given, changed
 * or (null) taken away; its tokens are revoked.
 */
const setRoleHandler: RequestHandler = async (req, res) => {
  const uid = idParam(req, "uid", "User");
  const { role } = parseBody(req, setRoleBodySchema);
  res.json((await setStaffRole(caller(res), uid, role)) satisfies ModifiedAnswer);
};

/** GET /admin/:email → { admin } — about the caller, or about anybody for an admin. */
const getAdminHandler: RequestHandler = async (req, res) => {
  const c = caller(res);
  const email = emailParam(req);
  if (email !== c.email && !staffMayRead(c, "users")) {
    throw new AppError("permission-denied", "You can only ask about your own account");
  }
  res.json({ admin: await isAdminEmail(email) } satisfies AdminAnswer);
};

/** GET /users/me → the caller's profile, with the last address and phone it keeps. */
const ownProfileHandler: RequestHandler = async (_req, res) => {
  res
    .set("Cache-Control", "private, no-store")
    .json((await readOwnProfile(caller(res))) satisfies ProfileAnswer);
};

/** PUT /users/me/address { address, phone } → the caller's profile with them (checked per country). */
const saveAddressHandler: RequestHandler = async (req, res) => {
  const input = parseBody(req, profileAddressSchema);
  res.json((await saveOwnAddress(caller(res), input)) satisfies ProfileAnswer);
};

export function accountRoutes(r: Router): void {
  r.put("/users/admin/:email", requireStaff("users"), makeAdminHandler);
  r.put("/users/:email", requireUser, limitPerAccount(LIMITS.accountWrites), upsertUserHandler);
  r.get("/users", requireStaff("users"), listUsersHandler);
  r.get("/users/me", requireUser, ownProfileHandler);
  r.patch("/users/me", requireUser, limitPerAccount(LIMITS.accountWrites), updateProfileHandler);
  r.put("/users/me/address", requireUser, limitPerAccount(LIMITS.accountWrites), saveAddressHandler);
  r.post("/users/me/verified", requireUser, limitPerAccount(LIMITS.accountWrites), emailVerifiedHandler);
  r.put("/users/:uid/disabled", requireStaff("users"), setUserDisabledHandler);
  r.put("/users/:uid/role", requireStaff("roles"), idempotent, setRoleHandler);
  r.get("/admin/:email", requireUser, getAdminHandler);
}
