import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** GET /feedback — not built yet. */
export const listFeedbackHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
