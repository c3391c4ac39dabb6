import type { RequestHandler } from "express";
import { listMessages } from "../../services/messages.js";

/** GET /messages (admin) → contact messages, newest first (at most 200). */
export const listMessagesHandler: RequestHandler = async (_req, res) => {
  res.set("Cache-Control", "private, no-store").json(await listMessages());
};
