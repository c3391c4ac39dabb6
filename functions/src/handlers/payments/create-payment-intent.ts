import type { RequestHandler } from "express";
import { createPaymentIntentSchema } from "@shop/domain/payment-schemas";
import { caller } from "../../http/auth.js";
import { parseBody } from "../../http/input.js";
import { paymentIntentForPurchase } from "../../services/payment-intents.js";

/**
 * POST /create-payment-intent `{ purchaseId }` → `{ clientSecret, amountCents }`. The amount is
 * the purchase's server-side price; anything else in the body is ignored.
 */
export const createPaymentIntentHandler: RequestHandler = async (req, res) => {
  const { purchaseId } = parseBody(req, createPaymentIntentSchema);
  const answer = await paymentIntentForPurchase(purchaseId, caller(res).uid);
  res.set("Cache-Control", "no-store").json(answer);
};
