/**
 * GET /stats/overview: the period's daily shards (at most days × STATS_SHARDS documents, one
 * query) and the orders in each state now (one count() per state: no document is read, one
 * billed read per started 1000 index entries); the carts reminded and recovered (carts-reminded.ts). Neither grows with the documents read per order.
 */
import {
  ORDER_STATES,
  cartsRemindedIn,
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
import { readCartsRecovered } from "./carts-reminded.js";
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
  const [startMs, endMs] = [
    Date.parse(`${first}T00:00:00.000Z`),
    Date.parse(`${last}T00:00:00.000Z`) + DAY_MS,
  ];
  const [shards, counts, disputesLost, recovered] = await Promise.all([
    readQuery(statsDaysCol.where("date", ">=", first).where("date", "<=", last)),
    Promise.all(ORDER_STATES.map((s) => readCount(ordersCol.where("state", "==", s)))),
    readDisputesLost(startMs, endMs, currency),
    readCartsRecovered(startMs, endMs),
  ]);
  const byState = emptyStateCounts();
  ORDER_STATES.forEach((s, i) => (byState[s] = counts[i] ?? 0));
  const all = shards.docs.map((d) => d.data());
  const own = all.filter((s) => (s.currency ?? "usd") === currency);
  return {
    ...summarise(dates, own),
    currency,
    byState,
    disputesLost,
    carts: { reminded: cartsRemindedIn(dates, all), recovered },
  };
}
