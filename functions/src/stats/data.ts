/**
 * The overview's collections (server-only; the rules deny clients by default):
 * - `statsDays/{YYYY-MM-DD}_{shard}`: one day's figures in STATS_SHARDS shards (@shop/domain),
 *   kept by the triggers with increments (a burst of payments spreads over the shards);
 * - `statsLedger/{p-<purchaseId>|o-<orderId>}`: what each purchase or order has added so far, so
 *   a trigger delivered twice (or late, or out of order) adds nothing twice.
 */
import type { StatsDayShard, StatsLedgerEntry } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const statsDaysCol = typedCollection<StatsDayShard>("statsDays");
export const statsLedgerCol = typedCollection<StatsLedgerEntry>("statsLedger");
