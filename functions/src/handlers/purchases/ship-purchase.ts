import type { RequestHandler } from "express";
import { shipmentInputSchema } from "@shop/domain/schemas";
import { idParam, parseBody } from "../../http/input.js";
import { shipPurchase } from "../../services/shipments.js";

/**
 * PUT /purchase/:id (admin) { carrier?, trackingNumber? } → { modifiedCount }: ships a paid
 * purchase and marks its payment record shipped (1), or 0 when already shipped; 409 if unpaid.
 */
export const shipPurchaseHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Purchase");
  res.json(await shipPurchase(id, parseBody(req, shipmentInputSchema)));
};
