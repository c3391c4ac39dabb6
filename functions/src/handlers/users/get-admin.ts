import type { RequestHandler } from "express";
import { caller } from "../../http/auth.js";
import { AppError } from "../../core/app-error.js";
import { emailParam } from "../../http/input.js";
import { isAdminEmail } from "../../services/users.js";

/** GET /admin/:email → { admin } — about the caller, or about anybody for an admin. */
export const getAdminHandler: RequestHandler = async (req, res) => {
  const c = caller(res);
  const email = emailParam(req);
  if (email !== c.email && !c.admin) {
    throw new AppError("permission-denied", "You can only ask about your own account");
  }
  res.json({ admin: await isAdminEmail(email) });
};
