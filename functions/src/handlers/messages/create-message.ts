import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** POST /messages — not built yet. */
export const createMessageHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
