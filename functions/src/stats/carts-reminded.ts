/**
 * The overview's carts left behind (issue 50). A reminder adds one to its day's shard (the
 * customer's: reminders spread over STATS_SHARDS documents, increments only, no read); an order
 * placed from a reminded cart carries `fromCartReminder`, counted by an aggregation query (no
 * document read, no counter to keep).
 */
import { cartRemindedFields, statsDayId, statsShardOf, type CartReminderCounts } from "@shop/domain";
import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import { ordersCol } from "../orders/index.js";
import { readCount } from "../platform/reads.js";
import { statsDaysCol } from "./data.js";

/** In the reminder's transaction: one more cart reminded today. */
export function countCartReminded(tx: Transaction, uid: string, at: number): void {
  const fields = cartRemindedFields(at, (n) => FieldValue.increment(n));
  tx.set(statsDaysCol.doc(statsDayId(fields.date, statsShardOf(uid))), fields, { merge: true });
}

/** Orders placed from a reminded cart in [startMs, endMs) (`createdAt` is stored as a Timestamp). */
export function readCartsRecovered(startMs: number, endMs: number): Promise<number> {
  return readCount(
    ordersCol
      .where("fromCartReminder", "==", true)
      .where("createdAt", ">=", Timestamp.fromMillis(startMs))
      .where("createdAt", "<", Timestamp.fromMillis(endMs)),
  );
}

export type { CartReminderCounts };
