/** The payments' operations: PaymentIntents, recording a payment, payment records, refunds. */
import {
  createPaymentIntentSchema,
  recordPaymentSchema,
  refundApprovalApproveSchema,
  refundApprovalDeclineSchema,
  refundApprovalQuerySchema,
  refundInputSchema,
} from "@shop/domain";
import { purchaseParams } from "../../../orders/routes.js";
import { paymentsQuery } from "../../../payments/routes.js";
import * as A from "../answers/answers.js";
import * as AU from "../answers/answers-audit.js";
import { docId, json, list, type Operation } from "./operation.js";

export const PAYMENTS: Operation[] = [
  {
    method: "post",
    path: "/orders/:id/payment-intent",
    area: "payments",
    summary: "The order's PaymentIntent, for its total",
    access: "user",
    params: docId("Order"),
    ok: json(A.paymentIntentAnswer, "The client secret"),
    errors: [409],
    idempotent: true,
  },
  {
    method: "patch",
    path: "/purchase/:id",
    area: "payments",
    summary: "Record the card payment the browser confirmed",
    access: "user",
    params: purchaseParams,
    body: recordPaymentSchema,
    ok: json(A.modifiedAnswer, "Paid (0: already)"),
    errors: [409],
  },
  {
    method: "post",
    path: "/purchase/:id/refund",
    area: "payments",
    summary:
      "Refund a paid purchase in full; above REFUND_APPROVAL_CENTS (after a sign-in in the last 5 minutes) a refund approval request (202) instead",
    access: "admin",
    params: docId("Purchase"),
    body: refundInputSchema,
    ok: json(A.refundAnswer, "Refunded"),
    accepted: {
      json: AU.refundApproval,
      description: "Above REFUND_APPROVAL_CENTS: the refund approval request, nothing refunded yet",
    },
    errors: [409],
    idempotent: true,
  },
  {
    method: "get",
    path: "/refund-approvals",
    area: "payments",
    summary: "Refund approval requests (refunds above REFUND_APPROVAL_CENTS) in a state, newest first",
    access: "admin",
    query: refundApprovalQuerySchema,
    ok: json(list(AU.refundApproval), "Refund approval requests"),
  },
  {
    method: "post",
    path: "/refund-approvals/:id/approve",
    area: "payments",
    summary:
      "Approve another staff member's refund request (after a sign-in in the last 5 minutes): the refund is made",
    access: "admin",
    params: docId("Refund approval"),
    body: refundApprovalApproveSchema,
    ok: json(AU.refundApproval, "Approved, with its refund"),
    errors: [404, 409],
    idempotent: true,
  },
  {
    method: "post",
    path: "/refund-approvals/:id/decline",
    area: "payments",
    summary: "Decline another staff member's refund request: nothing is refunded",
    access: "admin",
    params: docId("Refund approval"),
    body: refundApprovalDeclineSchema,
    ok: json(AU.refundApproval, "Declined"),
    errors: [404, 409],
    idempotent: true,
  },
  {
    method: "get",
    path: "/payments",
    area: "payments",
    summary: "Payment records, newest first (next page: X-Next-Cursor)",
    access: "admin",
    query: paymentsQuery,
    ok: json(list(A.payment), "Payments"),
  },
  {
    method: "post",
    path: "/create-payment-intent",
    area: "payments",
    summary: "A purchase's PaymentIntent, for its server-side price",
    access: "user",
    body: createPaymentIntentSchema,
    ok: json(A.paymentIntentAnswer, "The client secret"),
    errors: [404, 409],
  },
];
