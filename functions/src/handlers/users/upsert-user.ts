import type { RequestHandler } from "express";
import { z } from "zod";
import { caller } from "../../http/auth.js";
import { AppError } from "../../core/app-error.js";
import { emailParam, parseBody } from "../../http/input.js";
import { upsertProfile } from "../../services/users.js";

/** Only a display name may come from the client (signup sets it before the token carries it). */
const body = z
  .object({
    displayName: z.string().trim().max(80, "Name is too long").optional(),
  })
  .strip();

/** PUT /users/:email → the caller's profile, created or refreshed from the ID token. */
export const upsertUserHandler: RequestHandler = async (req, res) => {
  const c = caller(res);
  const email = emailParam(req);
  const { displayName } = parseBody(req, body);
  if (email !== c.email) throw new AppError("permission-denied", "You can only sign in as yourself");
  res.json(await upsertProfile(c, displayName || undefined));
};
