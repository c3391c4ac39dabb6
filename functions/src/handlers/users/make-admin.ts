import type { RequestHandler } from "express";
import { emailParam } from "../../http/input.js";
import { makeAdmin } from "../../services/users.js";

/** PUT /users/admin/:email (admin) → { modifiedCount } (0 when already an admin; 404 unknown email). */
export const makeAdminHandler: RequestHandler = async (req, res) => {
  res.json(await makeAdmin(emailParam(req)));
};
