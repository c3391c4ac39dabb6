/** Payments and refunds: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import {
  DATE_ORDER,
  PAYMENT_STATES,
  createPaymentIntentSchema,
  listFilterFields,
  documentIdSchema,
  refundInputSchema,
  refundApprovalApproveSchema,
  refundApprovalDeclineSchema,
  refundApprovalQuerySchema,
  type ModifiedAnswer,
  type RefundApprovalAnswer,
  type PaymentAnswer,
  type PaymentIntentAnswer,
  type RefundAnswer,
} from "@shop/domain";
import { shipPayment } from "../orders/index.js";
import { caller, requireStaff, requireUser } from "../platform/http/auth.js";
import { idempotent } from "../platform/http/idempotency.js";
import { idParam, parseBody, parseQuery } from "../platform/http/input.js";
import { PAYMENT_PAGE_MAX, listPayments } from "./list-payments.js";
import { paymentIntentFor } from "./intents/payment-intents.js";
import { refundPurchase } from "./refunds/refunds.js";
import { approveRefund, declineRefund, listRefundApprovals } from "./refunds/refund-approvals.js";

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

/**
 * POST /create-payment-intent `{ purchaseId }` → `{ clientSecret, amountCents }`. The amount is
 * the purchase's server-side price; anything else in the body is ignored.
 */
const createPaymentIntentHandler: RequestHandler = async (req, res) => {
  const { purchaseId } = parseBody(req, createPaymentIntentSchema);
  const answer = await paymentIntentFor({ purchaseId }, caller(res).uid);
  res.set("Cache-Control", "no-store").json(answer satisfies PaymentIntentAnswer);
};

/** PUT /payments/:id (admin) → { modifiedCount }: the payment (and its purchase, if needed) shipped. */
const shipPaymentHandler: RequestHandler = async (req, res) => {
  res.json((await shipPayment(caller(res), idParam(req, "id", "Payment"))) satisfies ModifiedAnswer);
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
  const outcome = await refundPurchase(caller(res), id, restock);
  res.set("Cache-Control", "no-store");
  // Above REFUND_APPROVAL_CENTS (issue 52): 202 with the approval request, nothing refunded yet.
  if ("approval" in outcome) res.status(202).json(outcome.approval satisfies RefundApprovalAnswer);
  else res.json(outcome.refunded satisfies RefundAnswer);
};

/** GET /refund-approvals?state=requested (refunds staff) → the requests in that state, newest first. */
const listRefundApprovalsHandler: RequestHandler = async (req, res) => {
  const { state } = parseQuery(req, refundApprovalQuerySchema);
  res
    .set("Cache-Control", "private, no-store")
    .json((await listRefundApprovals(state)) satisfies RefundApprovalAnswer[]);
};

/** POST /refund-approvals/:id/approve (refunds staff, not the requester) → the request, approved and refunded. */
const approveRefundHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Refund approval");
  parseBody(req, refundApprovalApproveSchema);
  res
    .set("Cache-Control", "no-store")
    .json((await approveRefund(caller(res), id)) satisfies RefundApprovalAnswer);
};

/** POST /refund-approvals/:id/decline `{ reason? }` (refunds staff, not the requester) → the request, declined. */
const declineRefundHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Refund approval");
  const { reason } = parseBody(req, refundApprovalDeclineSchema);
  const answer = await declineRefund(caller(res), id, reason);
  res.set("Cache-Control", "no-store").json(answer satisfies RefundApprovalAnswer);
};

/** POST /orders/:id/payment-intent (owner) → `{ clientSecret, amountCents }`: the order's one PaymentIntent, for its total. */
const createOrderPaymentIntentHandler: RequestHandler = async (req, res) => {
  const orderId = idParam(req, "id", "Order");
  const answer = await paymentIntentFor({ orderId }, caller(res).uid);
  res.set("Cache-Control", "no-store").json(answer satisfies PaymentIntentAnswer);
};

export function paymentRoutes(r: Router): void {
  r.post("/orders/:id/payment-intent", requireUser, idempotent, createOrderPaymentIntentHandler);
  r.put("/payments/:id", requireStaff("shipments"), shipPaymentHandler);
  r.post("/purchase/:id/refund", requireStaff("refunds"), idempotent, refundPurchaseHandler);
  r.get("/refund-approvals", requireStaff("refunds"), listRefundApprovalsHandler);
  r.post("/refund-approvals/:id/approve", requireStaff("refunds"), idempotent, approveRefundHandler);
  r.post("/refund-approvals/:id/decline", requireStaff("refunds"), idempotent, declineRefundHandler);
  r.get("/payments", requireStaff("orders", "refunds", "books"), listPaymentsHandler);
  r.post("/create-payment-intent", requireUser, createPaymentIntentHandler);
}
