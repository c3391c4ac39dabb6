import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** GET /users — not built yet. */
export const listUsersHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
