import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** POST /feedback — not built yet. */
export const createFeedbackHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
