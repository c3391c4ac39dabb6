/** Returns: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import {
  DATE_ORDER,
  RETURN_PAGE_SIZE,
  RETURN_STATES,
  listFilterFields,
  returnApproveSchema,
  returnReceiveSchema,
  returnRejectSchema,
  returnRequestSchema,
  type ReturnAnswer,
  type ReturnAwaitingApprovalAnswer,
  type ReturnPage,
  type ReturnRequestedAnswer,
} from "@shop/domain";
import { caller, requireStaff, requireUser } from "../platform/http/auth.js";
import { idempotent } from "../platform/http/idempotency.js";
import { idParam, parseBody, parseQuery } from "../platform/http/input.js";
import { pagingQuery } from "../platform/http/paging.js";
import { approveReturn, receiveReturn, rejectReturn } from "./handle-return.js";
import { listReturns } from "./list.js";
import { requestReturn } from "./request-return.js";

export const listQuery = pagingQuery(RETURN_PAGE_SIZE)
  .extend(listFilterFields(RETURN_STATES))
  .refine(DATE_ORDER.check, DATE_ORDER.message);

/** POST /purchase/:id/returns { quantity, reason, comment? } (the purchase's customer) → 201 { returnId, rmaNumber }. */
const requestHandler: RequestHandler = async (req, res) => {
  const purchaseId = idParam(req, "id", "Purchase");
  const input = parseBody(req, returnRequestSchema);
  const answer = await requestReturn(caller(res), purchaseId, input);
  res
    .status(201)
    .set("Cache-Control", "no-store")
    .json(answer satisfies ReturnRequestedAnswer);
};

/** GET /returns?pageSize=&page=|cursor=&q=&state=&from=&to= (admin) → a page of returns, newest first. */
const listHandler: RequestHandler = async (req, res) => {
  const { pageSize, page, cursor, ...filters } = parseQuery(req, listQuery);
  const answer = await listReturns({ pageSize, page, cursor }, filters);
  res.set("Cache-Control", "private, no-store").json(answer satisfies ReturnPage);
};

/** POST /returns/:id/approve (admin) → the return, approved; the customer is mailed where to send it. */
const approveHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Return");
  parseBody(req, returnApproveSchema);
  res.set("Cache-Control", "no-store").json((await approveReturn(caller(res), id)) satisfies ReturnAnswer);
};

/** POST /returns/:id/reject { reason } (admin) → the return, rejected; the reason is mailed. */
const rejectHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Return");
  const { reason } = parseBody(req, returnRejectSchema);
  res
    .set("Cache-Control", "no-store")
    .json((await rejectReturn(caller(res), id, reason)) satisfies ReturnAnswer);
};

/**
 * POST /returns/:id/receive { restock = true } (admin) → the return, received and refunded; above
 * REFUND_APPROVAL_CENTS (issue 52) 202: received, with the refund approval request.
 */
const receiveHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Return");
  const { restock } = parseBody(req, returnReceiveSchema);
  const outcome = await receiveReturn(caller(res), id, restock);
  res.set("Cache-Control", "no-store");
  if ("awaiting" in outcome) res.status(202).json(outcome.awaiting satisfies ReturnAwaitingApprovalAnswer);
  else res.json(outcome.refunded satisfies ReturnAnswer);
};

export function returnRoutes(r: Router): void {
  r.post("/purchase/:id/returns", requireUser, idempotent, requestHandler);
  r.get("/returns", requireStaff("returns"), listHandler);
  r.post("/returns/:id/approve", requireStaff("returns"), idempotent, approveHandler);
  r.post("/returns/:id/reject", requireStaff("returns"), idempotent, rejectHandler);
  r.post("/returns/:id/receive", requireStaff("returns"), idempotent, receiveHandler);
}
