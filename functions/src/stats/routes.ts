/** The overview's REST endpoint: thin handler (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { statsOverviewQuerySchema, type StatsOverviewAnswer } from "@shop/domain";
import { requireStaff } from "../platform/http/auth.js";
import { parseQuery } from "../platform/http/input.js";
import { readOverview } from "./overview.js";

/** GET /stats/overview?days=7|30|90&currency=usd|eur|gbp (admin) → the period's figures in that currency (never cached). */
const overviewHandler: RequestHandler = async (req, res) => {
  const { days, currency } = parseQuery(req, statsOverviewQuerySchema);
  const answer = await readOverview(days, currency);
  res.set("Cache-Control", "private, no-store").json(answer satisfies StatsOverviewAnswer);
};

export function statsRoutes(r: Router): void {
  r.get("/stats/overview", requireStaff("overview"), overviewHandler);
}
