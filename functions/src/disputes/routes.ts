/** Disputes: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import {
  DISPUTE_ID_PATTERN,
  DISPUTE_MESSAGES,
  DISPUTE_PAGE_SIZE,
  disputeEvidenceSchema,
  type DisputePage,
  type DisputeRecord,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { caller, requireStaff } from "../platform/http/auth.js";
import { parseBody, parseQuery } from "../platform/http/input.js";
import { pagingQuery } from "../platform/http/paging.js";
import { submitDisputeEvidence } from "./evidence.js";
import { listDisputes } from "./list.js";

export const listQuery = pagingQuery(DISPUTE_PAGE_SIZE);

/** GET /disputes?pageSize=&page=|cursor= (admin) → newest first, with their deadlines. */
const listHandler: RequestHandler = async (req, res) => {
  const page = await listDisputes(parseQuery(req, listQuery));
  res.set("Cache-Control", "private, no-store").json(page satisfies DisputePage);
};

/** POST /disputes/:id/evidence { text } (admin) → the dispute as Stripe answered. */
const evidenceHandler: RequestHandler = async (req, res) => {
  const id = String(req.params["id"] ?? "");
  if (!DISPUTE_ID_PATTERN.test(id)) throw new AppError("not-found", DISPUTE_MESSAGES.notFound);
  const { text } = parseBody(req, disputeEvidenceSchema);
  const dispute = await submitDisputeEvidence(caller(res), id, text);
  res.set("Cache-Control", "no-store").json(dispute satisfies DisputeRecord);
};

export function disputeRoutes(r: Router): void {
  r.get("/disputes", requireStaff("disputes"), listHandler);
  r.post("/disputes/:id/evidence", requireStaff("disputes"), evidenceHandler);
}
