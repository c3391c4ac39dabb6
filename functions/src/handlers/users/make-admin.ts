import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** PUT /users/admin/:email — not built yet. */
export const makeAdminHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
