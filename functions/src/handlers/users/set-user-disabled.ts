import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** PUT /users/:uid/disabled — not built yet. */
export const setUserDisabledHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
