import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** GET /payments — not built yet. */
export const listPaymentsHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
