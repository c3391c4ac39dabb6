import type { RequestHandler } from "express";
import { refundInputSchema } from "@shop/domain/schemas";
import { caller } from "../../http/auth.js";
import { idParam, parseBody } from "../../http/input.js";
import { refundPurchase } from "../../services/refunds.js";

/**
 * POST /purchase/:id/refund (admin) `{ restock? }` → `{ modifiedCount, refund }`: a full Stripe
 * refund of a paid or shipped purchase; pieces back to stock by default when it was not shipped.
 */
export const refundPurchaseHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Purchase");
  const { restock } = parseBody(req, refundInputSchema);
  res.set("Cache-Control", "no-store").json(await refundPurchase(caller(res), id, restock));
};
