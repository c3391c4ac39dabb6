import type { RequestHandler } from "express";
import { z } from "zod";
import { EMAIL_PATTERN } from "../../domain/schemas.js";
import { caller } from "../../http/auth.js";
import { parseQuery } from "../../http/input.js";
import { listPurchases } from "../../services/purchases.js";

const query = z
  .object({
    user: z
      .string({ error: "user must be one email" })
      .trim()
      .toLowerCase()
      .max(254, "Provide a valid email")
      .regex(EMAIL_PATTERN, "Provide a valid email")
      .optional(),
  })
  .strip();

/**
 * GET /purchase?user=<email> → the caller's purchases, newest first, without cancelled ones (at
 * most 500). Another customer's email: admins only (403 otherwise).
 */
export const listPurchasesHandler: RequestHandler = async (req, res) => {
  const { user } = parseQuery(req, query);
  res.set("Cache-Control", "private, no-store").json(await listPurchases(caller(res), user));
};
