import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** DELETE /products/:id — not built yet. */
export const deleteProductHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
