import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** PATCH /users/me — not built yet. */
export const updateProfileHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
