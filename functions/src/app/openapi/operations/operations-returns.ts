/** The returns' operations (issue 33): a customer's request, the admin's list and handling. */
import {
  returnApproveSchema,
  returnReceiveSchema,
  returnRejectSchema,
  returnRequestSchema,
} from "@shop/domain";
import { listQuery } from "../../../returns/routes.js";
import * as R from "../answers/answers-returns.js";
import { docId, json, type Operation } from "./operation.js";

export const RETURNS: Operation[] = [
  {
    method: "post",
    path: "/purchase/:id/returns",
    area: "returns",
    summary: "Return pieces of a delivered purchase within the return window (its customer)",
    access: "user",
    params: docId("Purchase"),
    body: returnRequestSchema,
    ok: json(R.returnRequestedAnswer, "Requested, with its RMA number", 201),
    errors: [403, 404, 409],
    idempotent: true,
  },
  {
    method: "get",
    path: "/returns",
    area: "returns",
    summary: "Returns, newest first, by search, state and dates",
    access: "admin",
    query: listQuery,
    ok: json(R.returnPage, "A page of returns"),
  },
  {
    method: "post",
    path: "/returns/:id/approve",
    area: "returns",
    summary: "Approve a requested return (the customer is mailed the return address and RMA number)",
    access: "admin",
    params: docId("Return"),
    body: returnApproveSchema,
    ok: json(R.returnAnswer, "Approved"),
    errors: [404, 409],
    idempotent: true,
  },
  {
    method: "post",
    path: "/returns/:id/reject",
    area: "returns",
    summary: "Reject a requested return with a reason (mailed to the customer)",
    access: "admin",
    params: docId("Return"),
    body: returnRejectSchema,
    ok: json(R.returnAnswer, "Rejected"),
    errors: [404, 409],
    idempotent: true,
  },
  {
    method: "post",
    path: "/returns/:id/receive",
    area: "returns",
    summary:
      "Mark an approved return received (pieces back in stock unless restock is false) and refund its share of what was paid, with its credit note; above REFUND_APPROVAL_CENTS a refund approval request (202) instead",
    access: "admin",
    params: docId("Return"),
    body: returnReceiveSchema,
    ok: json(R.returnAnswer, "Received and refunded"),
    accepted: {
      json: R.returnAwaitingApproval,
      description:
        "Above REFUND_APPROVAL_CENTS (after a sign-in in the last 5 minutes): received, with the refund approval request; nothing refunded yet",
    },
    errors: [404, 409],
    idempotent: true,
  },
];
