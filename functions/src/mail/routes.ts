/** The outbox's REST endpoints (admins): thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { mailListQuerySchema, mailResendSchema, type InsertedAnswer, type MailAnswer } from "@shop/domain";
import { caller, requireStaff } from "../platform/http/auth.js";
import { limitPerAccount } from "../platform/http/rate-limit.js";
import { LIMITS } from "../platform/limits/limits.js";
import { idParam, parseBody, parseQuery } from "../platform/http/input.js";
import { listMail, resendMail } from "./outbox.js";

/** GET /mail?state=&q=&from=&to= (admin) → the outbox: the newest mails (at most 100) with their delivery. */
const listMailHandler: RequestHandler = async (req, res) => {
  const filters = parseQuery(req, mailListQuerySchema);
  res.set("Cache-Control", "private, no-store").json((await listMail(filters)) satisfies MailAnswer[]);
};

/** POST /mail/:id/retry (admin) → 201 `{ insertedId }`: a mail that ended in ERROR is sent again as a new mail. */
const resendMailHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Mail");
  parseBody(req, mailResendSchema);
  const answer = await resendMail(caller(res), id);
  res
    .status(201)
    .set("Cache-Control", "no-store")
    .json(answer satisfies InsertedAnswer);
};

export function mailRoutes(r: Router): void {
  r.get("/mail", requireStaff("messages"), listMailHandler);
  r.post("/mail/:id/retry", requireStaff("messages"), limitPerAccount(LIMITS.mailRetries), resendMailHandler);
}
