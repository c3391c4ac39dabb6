import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";

/** POST /create-payment-intent — not built yet. */
export const createPaymentIntentHandler: RequestHandler = () => {
  throw new HttpError("unavailable", "Not available yet");
};
