import type { RequestHandler } from "express";
import { caller } from "../../http/auth.js";
import { idParam } from "../../http/input.js";
import { cancelPurchase } from "../../services/purchases.js";

/** DELETE /purchase/:id → { deletedCount: 1 }: the owner cancels an unpaid purchase (409 otherwise). */
export const cancelPurchaseHandler: RequestHandler = async (req, res) => {
  res.json(await cancelPurchase(caller(res), idParam(req, "id", "Purchase")));
};
