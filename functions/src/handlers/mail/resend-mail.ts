import type { RequestHandler } from "express";
import { mailResendSchema } from "@shop/domain/mail";
import { idParam, parseBody } from "../../http/input.js";
import { resendMail } from "../../services/mail.js";

/** POST /mail/:id/retry (admin) → 201 `{ insertedId }`: a mail that ended in ERROR is sent again as a new mail. */
export const resendMailHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Mail");
  parseBody(req, mailResendSchema);
  res
    .status(201)
    .set("Cache-Control", "no-store")
    .json(await resendMail(id));
};
