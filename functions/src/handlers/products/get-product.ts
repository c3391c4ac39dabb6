import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** GET /products/:id — not built yet. */
export const getProductHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
