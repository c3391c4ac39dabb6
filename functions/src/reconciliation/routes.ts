/** Reconciliation with Stripe: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import {
  RECONCILIATION_PAGE_SIZE,
  periodSchema,
  type ReconciliationAnswer,
  type ReconciliationPage,
} from "@shop/domain";
import { caller, requireStaff } from "../platform/http/auth.js";
import { parseBody, parseQuery } from "../platform/http/input.js";
import { pagingQuery } from "../platform/http/paging.js";
import { listReconciliations } from "./list.js";
import { runReconciliation } from "./reconcile.js";

export const listQuery = pagingQuery(RECONCILIATION_PAGE_SIZE);

/** POST /reconciliations (admin) `{ from, to }` → the stored run with its differences. */
const runHandler: RequestHandler = async (req, res) => {
  const period = parseBody(req, periodSchema);
  const answer = await runReconciliation(period, caller(res).uid);
  res.set("Cache-Control", "no-store").json(answer satisfies ReconciliationAnswer);
};

/** GET /reconciliations?pageSize=&page=|cursor= (admin) → the stored runs, newest first. */
const listHandler: RequestHandler = async (req, res) => {
  const page = await listReconciliations(parseQuery(req, listQuery));
  res.set("Cache-Control", "private, no-store").json(page satisfies ReconciliationPage);
};

export function reconciliationRoutes(r: Router): void {
  r.post("/reconciliations", requireStaff("books"), runHandler);
  r.get("/reconciliations", requireStaff("books"), listHandler);
}
