import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** POST /products — not built yet. */
export const createProductHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
