import type { RequestHandler } from "express";
import { purchaseInputSchema } from "@shop/domain/schemas";
import { caller } from "../../http/auth.js";
import { parseBody } from "../../http/input.js";
import { createPurchase } from "../../services/purchases.js";

/**
 * POST /purchase { productId, quantity, address, phone } → 201 { insertedId }. Anything else the
 * client sends (price, paid, names, emails…) is dropped: the server prices the order and takes
 * the buyer from the ID token.
 */
export const createPurchaseHandler: RequestHandler = async (req, res) => {
  const input = parseBody(req, purchaseInputSchema);
  res.status(201).json(await createPurchase(caller(res), input));
};
