/** The payments' operations: PaymentIntents, recording a payment, payment records, refunds. */
import { createPaymentIntentSchema, recordPaymentSchema, refundInputSchema } from "@shop/domain";
import { purchaseParams } from "../../../orders/routes.js";
import { paymentsQuery } from "../../../payments/routes.js";
import * as A from "../answers/answers.js";
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
    summary: "Refund a paid purchase in full",
    access: "admin",
    params: docId("Purchase"),
    body: refundInputSchema,
    ok: json(A.refundAnswer, "Refunded"),
    errors: [409],
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
