/**
 * The overview's collections (server-only; the rules deny clients by default):
 * - `statsDays/{YYYY-MM-DD}_{shard}`: one day's figures in STATS_SHARDS shards, kept by the
 *   triggers with increments (a burst of payments spreads over the shards);
 * - `statsLedger/{p-<purchaseId>|o-<orderId>}`: what each purchase or order has added so far, so
 *   a trigger delivered twice (or late, or out of order) adds nothing twice.
 */
import type { StatsDayShard } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

/** Shards per day: payments of one day meet on STATS_SHARDS documents, not one. */
export const STATS_SHARDS = 4;

export interface StatsLedgerEntry {
  /** Its payment has been counted. */
  paid: boolean;
  /** The refunded money counted so far. */
  refundedCents: number;
  updatedAt: number;
}

export const statsDaysCol = typedCollection<StatsDayShard>("statsDays");
export const statsLedgerCol = typedCollection<StatsLedgerEntry>("statsLedger");

/** A stable shard for a purchase or order id (the same id always lands on the same shard). */
export function shardOf(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i += 1) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % STATS_SHARDS;
}
