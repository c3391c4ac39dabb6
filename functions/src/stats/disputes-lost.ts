/**
 * Disputes lost in the overview's period: those closed as `lost` (the bank kept the money) in
 * those UTC days, counted and summed by aggregation queries (no document read; the disputes
 * area keeps the records). In one currency, like the rest of the overview.
 */
import type { Currency } from "@shop/domain";
import { disputesCol } from "../disputes/index.js";
import { readCount, readSum } from "../platform/reads.js";

export async function readDisputesLost(
  startMs: number,
  endMs: number,
  currency: Currency = "usd",
): Promise<{ count: number; cents: number }> {
  const lost = disputesCol
    .where("status", "==", "lost")
    .where("currency", "==", currency)
    .where("closedAt", ">=", startMs)
    .where("closedAt", "<", endMs);
  const [count, cents] = await Promise.all([readCount(lost), readSum(lost, "amountCents")]);
  return { count, cents };
}
