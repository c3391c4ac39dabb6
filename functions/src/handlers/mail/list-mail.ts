import type { RequestHandler } from "express";
import { mailListQuerySchema } from "@shop/domain/mail";
import { parseQuery } from "../../http/input.js";
import { listMail } from "../../services/mail.js";

/** GET /mail?state= (admin) → the outbox: the newest mails (at most 100) with their delivery. */
export const listMailHandler: RequestHandler = async (req, res) => {
  const { state } = parseQuery(req, mailListQuerySchema);
  res.set("Cache-Control", "private, no-store").json(await listMail(state));
};
