import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** DELETE /purchase/:id — not built yet. */
export const cancelPurchaseHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
