import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** GET /purchase — not built yet. */
export const listPurchasesHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
