import type { RequestHandler } from "express";
import { listUsers } from "../../services/users.js";

/** GET /users (admin) → [{ _id, email, role, displayName, disabled }] ordered by email (at most 1000). */
export const listUsersHandler: RequestHandler = async (_req, res) => {
  res.set("Cache-Control", "private, no-store").json(await listUsers());
};
