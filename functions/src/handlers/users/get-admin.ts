import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** GET /admin/:email — not built yet. */
export const getAdminHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
