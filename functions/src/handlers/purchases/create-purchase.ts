import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** POST /purchase — not built yet. */
export const createPurchaseHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
