import type { RequestHandler } from "express";
import { caller } from "../../http/auth.js";
import { idParam } from "../../http/input.js";
import { getPurchase } from "../../services/purchases.js";

/** GET /purchase/:id → the purchase, for its owner or an admin (403 for other customers, 404 unknown). */
export const getPurchaseHandler: RequestHandler = async (req, res) => {
  const purchase = await getPurchase(caller(res), idParam(req, "id", "Purchase"));
  res.set("Cache-Control", "private, no-store").json(purchase);
};
