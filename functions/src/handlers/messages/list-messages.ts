import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** GET /messages — not built yet. */
export const listMessagesHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
