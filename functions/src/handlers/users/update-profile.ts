import type { RequestHandler } from "express";
import { profileUpdateSchema } from "@shop/domain/schemas";
import { caller } from "../../http/auth.js";
import { parseBody } from "../../http/input.js";
import { updateOwnProfile } from "../../services/users.js";

/** PATCH /users/me { displayName, photoURL } → the caller's profile. */
export const updateProfileHandler: RequestHandler = async (req, res) => {
  res.json(await updateOwnProfile(caller(res), parseBody(req, profileUpdateSchema)));
};
