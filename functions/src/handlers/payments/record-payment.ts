import type { RequestHandler } from "express";
import { documentIdSchema, recordPaymentSchema } from "@shop/domain/payment-schemas";
import { caller } from "../../http/auth.js";
import { recordClientPayment } from "../../services/payments-record.js";

/**
 * PATCH /purchase/:id `{ transactionId }` (the PaymentIntent the browser confirmed; other fields
 * ignored) → `{ modifiedCount }`: 1 when this call marked the purchase paid, 0 when it already was.
 */
export const recordPaymentHandler: RequestHandler = async (req, res) => {
  const purchaseId = documentIdSchema.parse(req.params.id);
  const { transactionId } = recordPaymentSchema.parse(req.body ?? {});
  const result = await recordClientPayment(purchaseId, transactionId, caller(res).uid);
  res.json(result);
};
