/** The privacy area's REST endpoints (issue 50): a customer's data exported, their account erased. */
import type { RequestHandler, Router } from "express";
import { ERASURE_MESSAGES, exportFileName, type ErasureAnswer, type PersonalDataExport } from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { caller, requireStaff, requireUser } from "../platform/http/auth.js";
import { idParam } from "../platform/http/input.js";
import { limitPerAccount } from "../platform/http/rate-limit.js";
import { LIMITS } from "../platform/limits/limits.js";
import { adminAuth } from "../platform/firestore.js";
import { readDoc } from "../platform/reads.js";
import { col } from "./data.js";
import { assertErasable, assertRecentSignIn } from "./erasure-guard.js";
import { startErasure } from "./erasure.js";
import { buildExport } from "./export.js";

function sendExport(res: Parameters<RequestHandler>[1], data: PersonalDataExport): void {
  res
    .set("Cache-Control", "private, no-store")
    .set("Content-Disposition", `attachment; filename="${exportFileName(data.exportedAt)}"`)
    .json(data satisfies PersonalDataExport);
}

/** The email of the account `uid`: its Auth account's, else its profile's; 404 when neither exists. */
async function emailOf(uid: string): Promise<string> {
  const user = await adminAuth.getUser(uid).catch(() => null);
  const email = user?.email ?? (await readDoc(col.users.doc(uid))).data()?.email;
  if (!email) throw new AppError("not-found", "User not found");
  return email.toLowerCase();
}

/** GET /users/me/export → everything the shop holds on the caller, as a JSON file. */
const ownExportHandler: RequestHandler = async (_req, res) => {
  const c = caller(res);
  sendExport(res, await buildExport(c.uid, c.email));
};

/** GET /users/:uid/export (admin) → the same file for a customer who asked for it. */
const adminExportHandler: RequestHandler = async (req, res) => {
  const uid = idParam(req, "uid", "User");
  sendExport(res, await buildExport(uid, await emailOf(uid)));
};

/** DELETE /users/me → the caller's account erased (after a recent sign-in; 409 naming what blocks it). */
const eraseOwnHandler: RequestHandler = async (_req, res) => {
  const c = caller(res);
  assertRecentSignIn(c);
  if (c.role !== null) throw new AppError("failed-precondition", ERASURE_MESSAGES.adminSelf);
  await assertErasable(c.uid);
  const answer = await startErasure(c.uid, c.email, "customer");
  res.json(answer satisfies ErasureAnswer);
};

/** DELETE /users/:uid (admin) → a customer's account erased on their request, the same way. */
const eraseUserHandler: RequestHandler = async (req, res) => {
  const uid = idParam(req, "uid", "User");
  const admin = caller(res);
  if (uid === admin.uid) throw new AppError("failed-precondition", ERASURE_MESSAGES.adminSelf);
  const email = await emailOf(uid);
  await assertErasable(uid);
  const answer = await startErasure(uid, email, "admin", admin);
  res.json(answer satisfies ErasureAnswer);
};

export function privacyRoutes(r: Router): void {
  r.get("/users/me/export", requireUser, limitPerAccount(LIMITS.dataExports), ownExportHandler);
  r.delete("/users/me", requireUser, limitPerAccount(LIMITS.accountWrites), eraseOwnHandler);
  r.get("/users/:uid/export", requireStaff("users"), limitPerAccount(LIMITS.dataExports), adminExportHandler);
  r.delete("/users/:uid", requireStaff("users"), eraseUserHandler);
}
