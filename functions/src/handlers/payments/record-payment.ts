import type { RequestHandler } from "express";
import { z } from "zod";
import { purchaseIdSchema, recordPaymentSchema } from "@shop/domain/payment-schemas";
import { caller } from "../../http/auth.js";
import { parseBody, parseParams } from "../../http/input.js";
import { recordClientPayment } from "../../services/payments-record.js";

const params = z.object({ id: purchaseIdSchema });

/**
 * PATCH /purchase/:id `{ transactionId }` (the PaymentIntent the browser confirmed; other fields
 * ignored) → `{ modifiedCount }`: 1 when this call marked the purchase paid, 0 when it already was.
 */
export const recordPaymentHandler: RequestHandler = async (req, res) => {
  const { id: purchaseId } = parseParams(req, params);
  const { transactionId } = parseBody(req, recordPaymentSchema);
  const result = await recordClientPayment(purchaseId, transactionId, caller(res).uid);
  res.json(result);
};
