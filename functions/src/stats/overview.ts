/**
 * GET /stats/overview: the period's daily shards (at most days × STATS_SHARDS documents, one
 * query) and the orders in each state now (one count() per state: no document is read, one
 * billed read per started 1000 index entries). Neither grows with the documents read per order.
 */
import {
  ORDER_STATES,
  emptyStateCounts,
  periodDays,
  summarise,
  type Currency,
  type StatsOverviewAnswer,
  type StatsPeriod,
} from "@shop/domain";
import { ordersCol } from "../orders/index.js";
import { readCount, readQuery } from "../platform/reads.js";
import { statsDaysCol } from "./data.js";
import { readDisputesLost } from "./disputes-lost.js";

const DAY_MS = 86_400_000;

/**
 * The period's figures in one currency: its own day documents only (a USD day document has no
 * `currency`), so amounts are never added across currencies. Orders by state count every order.
 */
export async function readOverview(
  days: StatsPeriod,
  currency: Currency = "usd",
  now = Date.now(),
): Promise<StatsOverviewAnswer> {
  const dates = periodDays(days, now);
  const first = dates[0] ?? "";
  const last = dates[dates.length - 1] ?? "";
  const [shards, counts, disputesLost] = await Promise.all([
    readQuery(statsDaysCol.where("date", ">=", first).where("date", "<=", last)),
    Promise.all(ORDER_STATES.map((s) => readCount(ordersCol.where("state", "==", s)))),
    readDisputesLost(
      Date.parse(`${first}T00:00:00.000Z`),
      Date.parse(`${last}T00:00:00.000Z`) + DAY_MS,
      currency,
    ),
  ]);
  const byState = emptyStateCounts();
  ORDER_STATES.forEach((s, i) => (byState[s] = counts[i] ?? 0));
  const own = shards.docs.map((d) => d.data()).filter((s) => (s.currency ?? "usd") === currency);
  return {
    ...summarise(dates, own),
    currency,
    byState,
    disputesLost,
  };
}
