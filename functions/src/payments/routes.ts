/** Payments and refunds: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import {
  DATE_ORDER,
  PAYMENT_STATES,
  createPaymentIntentSchema,
  listFilterFields,
  documentIdSchema,
  purchaseIdSchema,
  recordPaymentSchema,
  refundInputSchema,
  type ModifiedAnswer,
  type PaymentAnswer,
  type PaymentIntentAnswer,
  type RefundAnswer,
} from "@shop/domain";
import { caller, requireAdmin, requireUser } from "../platform/http/auth.js";
import { idempotent } from "../platform/http/idempotency.js";
import { idParam, parseBody, parseParams, parseQuery } from "../platform/http/input.js";
import { PAYMENT_PAGE_MAX, listPayments } from "./list-payments.js";
import { paymentIntentFor } from "./payment-intents.js";
import { recordClientPayment } from "./record-payment.js";
import { refundPurchase } from "./refunds/refunds.js";

export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

export const paymentsQuery = z
  .object({
    pageSize: z.coerce
      .number({ error: "pageSize must be a whole number" })
      .int("pageSize must be a whole number")
      .min(1, `pageSize must be from 1 to ${PAYMENT_PAGE_MAX}`)
      .max(PAYMENT_PAGE_MAX, `pageSize must be from 1 to ${PAYMENT_PAGE_MAX}`)
      .default(PAYMENT_PAGE_MAX),
    cursor: documentIdSchema("cursor is not valid").optional(),
    ...listFilterFields(PAYMENT_STATES),
  })
  .strip()
  .refine(DATE_ORDER.check, DATE_ORDER.message);

export const purchaseParams = z.object({ id: purchaseIdSchema });

/**
 * POST /create-payment-intent `{ purchaseId }` → `{ clientSecret, amountCents }`. The amount is
 * the purchase's server-side price; anything else in the body is ignored.
 */
const createPaymentIntentHandler: RequestHandler = async (req, res) => {
  const { purchaseId } = parseBody(req, createPaymentIntentSchema);
  const answer = await paymentIntentFor({ purchaseId }, caller(res).uid);
  res.set("Cache-Control", "no-store").json(answer satisfies PaymentIntentAnswer);
};

/**
 * PATCH /purchase/:id `{ transactionId }` (the PaymentIntent the browser confirmed; other fields
 * ignored) → `{ modifiedCount }`: 1 when this call marked the purchase paid, 0 when it already was.
 */
const recordPaymentHandler: RequestHandler = async (req, res) => {
  const { id: purchaseId } = parseParams(req, purchaseParams);
  const { transactionId } = parseBody(req, recordPaymentSchema);
  const result = await recordClientPayment(purchaseId, transactionId, caller(res).uid);
  res.json(result satisfies ModifiedAnswer);
};

/**
 * GET /payments?pageSize=&cursor=&q=&state=&from=&to= (admin) → the payment records, newest
 * first, narrowed by the search and filters (list-payments.ts), as a plain list
 * (spec §7). At most 200 per call (the default); when more follow, the X-Next-Cursor header holds
 * the cursor for the next call.
 */
const listPaymentsHandler: RequestHandler = async (req, res) => {
  const { pageSize, cursor, ...filters } = parseQuery(req, paymentsQuery);
  const { items, nextCursor } = await listPayments(pageSize, cursor, filters);
  if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
  res.set("Cache-Control", "private, no-store").json(items satisfies PaymentAnswer[]);
};

/**
 * POST /purchase/:id/refund (admin) `{ restock? }` → `{ modifiedCount, refund }`: a full Stripe
 * refund of a paid or shipped purchase; pieces back to stock by default when it was not shipped.
 */
const refundPurchaseHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Purchase");
  const { restock } = parseBody(req, refundInputSchema);
  const answer = await refundPurchase(caller(res), id, restock);
  res.set("Cache-Control", "no-store").json(answer satisfies RefundAnswer);
};

/** POST /orders/:id/payment-intent (owner) → `{ clientSecret, amountCents }`: the order's one PaymentIntent, for its total. */
const createOrderPaymentIntentHandler: RequestHandler = async (req, res) => {
  const orderId = idParam(req, "id", "Order");
  const answer = await paymentIntentFor({ orderId }, caller(res).uid);
  res.set("Cache-Control", "no-store").json(answer satisfies PaymentIntentAnswer);
};

export function paymentRoutes(r: Router): void {
  r.post("/orders/:id/payment-intent", requireUser, idempotent, createOrderPaymentIntentHandler);
  r.patch("/purchase/:id", requireUser, recordPaymentHandler);
  r.post("/purchase/:id/refund", requireAdmin, idempotent, refundPurchaseHandler);
  r.get("/payments", requireAdmin, listPaymentsHandler);
  r.post("/create-payment-intent", requireUser, createPaymentIntentHandler);
}
