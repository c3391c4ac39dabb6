import type { RequestHandler } from "express";
import { z } from "zod";
import { caller } from "../../http/auth.js";
import { emailSchema, parseQuery } from "../../http/input.js";
import { listPurchases } from "../../services/purchases.js";

const query = z
  .object({
    user: emailSchema("user must be one email").optional(),
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
