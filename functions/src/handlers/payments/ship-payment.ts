import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** PUT /payments/:id — not built yet. */
export const shipPaymentHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
