import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** PUT /users/:email — not built yet. */
export const upsertUserHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
