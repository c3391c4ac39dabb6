import type { RequestHandler } from "express";
import { contactMessageSchema } from "@shop/domain/schemas";
import { maybeCaller } from "../../http/auth.js";
import { parseBody } from "../../http/input.js";
import { createMessage } from "../../services/messages.js";

/** POST /messages (contact form; token optional) → 201 { insertedId }. */
export const createMessageHandler: RequestHandler = async (req, res) => {
  const input = parseBody(req, contactMessageSchema);
  res.status(201).json(await createMessage(maybeCaller(res), input));
};
