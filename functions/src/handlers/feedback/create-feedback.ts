import type { RequestHandler } from "express";
import { feedbackInputSchema } from "@shop/domain/schemas";
import { caller } from "../../http/auth.js";
import { parseBody } from "../../http/input.js";
import { createFeedback } from "../../services/feedback.js";

/** POST /feedback { star, feedbackMessage } → 201 { insertedId }; name and image are the caller's. */
export const createFeedbackHandler: RequestHandler = async (req, res) => {
  const input = parseBody(req, feedbackInputSchema);
  res.status(201).json(await createFeedback(caller(res), input));
};
