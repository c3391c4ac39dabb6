import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** GET /purchase/:id — not built yet. */
export const getPurchaseHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
