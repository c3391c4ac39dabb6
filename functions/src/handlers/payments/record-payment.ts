import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** PATCH /purchase/:id — not built yet. */
export const recordPaymentHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
