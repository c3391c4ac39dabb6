import type { RequestHandler } from "express";
import { idParam } from "../../http/input.js";
import { shipPayment } from "../../services/shipments.js";

/** PUT /payments/:id (admin) → { modifiedCount }: the payment (and its purchase, if needed) shipped. */
export const shipPaymentHandler: RequestHandler = async (req, res) => {
  res.json(await shipPayment(idParam(req, "id", "Payment")));
};
