import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** PUT /purchase/:id — not built yet. */
export const shipPurchaseHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
