/**
 * Keeps the daily figures (data.ts) up to date with the purchases and orders, off every order's
 * and payment's path: the triggers (triggers.ts) call these after a purchase's or order's money
 * changed. Each run compares the document AS IT IS NOW with what its ledger entry says was
 * already counted (@shop/domain's stats-ledger rules) and applies only the difference — the
 * increments and the ledger entry in one transaction — so a redelivered, late or out-of-order
 * trigger adds nothing twice: exact. Money and top products count by line, orders by order.
 */
import { FieldValue, type PartialWithFieldValue, type Transaction } from "firebase-admin/firestore";
import {
  EMPTY_STATS_LEDGER,
  linesPartialRefundCents,
  orderStatsStep,
  purchaseStatsStep,
  statsChangesByDay,
  statsDayId,
  statsShardFields,
  statsShardOf,
  type StatsChange,
  type StatsDayShard,
  type StatsStep,
} from "@shop/domain";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { inTransaction } from "../platform/firestore.js";
import { txRead } from "../platform/reads.js";
import { statsDaysCol, statsLedgerCol } from "./data.js";

/** Adds one change to a day's shard (increments only: no read of the shard, no contention on reads). */
function addToDay(tx: Transaction, shard: number, c: StatsChange): void {
  const change: PartialWithFieldValue<StatsDayShard> = statsShardFields(c, (n) => FieldValue.increment(n));
  tx.set(statsDaysCol.doc(statsDayId(c.date, shard, c.currency)), change, { merge: true });
}

/** Applies a step's changes and writes its ledger entry, in the caller's transaction. */
export function applyStatsStep(tx: Transaction, ledgerId: string, id: string, step: StatsStep): void {
  const shard = statsShardOf(id);
  for (const change of statsChangesByDay(step.changes)) addToDay(tx, shard, change);
  tx.set(statsLedgerCol.doc(ledgerId), step.ledger);
}

/**
 * Brings the figures up to one purchase: its payment once, its refunds as they grow. Answers the
 * purchase's order id (null without a purchase or an order).
 */
export function reconcilePurchase(purchaseId: string): Promise<string | null> {
  return inTransaction(async (tx) => {
    const purchase = (await txRead(tx, purchasesCol.doc(purchaseId))).data();
    const ledgerId = `p-${purchaseId}`;
    const ledger = (await txRead(tx, statsLedgerCol.doc(ledgerId))).data() ?? EMPTY_STATS_LEDGER;
    if (!purchase) return null;
    const step = purchaseStatsStep(purchase, ledger, Date.now());
    if (step) applyStatsStep(tx, ledgerId, purchaseId, step);
    return purchase.orderId ?? null;
  });
}

/** Brings the figures up to one order: counted once when paid, its refunds no line accounts for. */
export function reconcileOrder(orderId: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const order = (await txRead(tx, ordersCol.doc(orderId))).data();
    const ledgerId = `o-${orderId}`;
    const ledger = (await txRead(tx, statsLedgerCol.doc(ledgerId))).data() ?? EMPTY_STATS_LEDGER;
    if (!order) return false;
    const lines = await Promise.all(order.purchaseIds.map((id) => txRead(tx, purchasesCol.doc(id))));
    const partial = linesPartialRefundCents(
      order,
      lines.map((l) => l.data()),
    );
    const step = orderStatsStep(order, ledger, Date.now(), partial);
    if (!step) return false;
    applyStatsStep(tx, ledgerId, orderId, step);
    return true;
  });
}

/**
 * A payment's figures: its purchase's, then its order's (paid with it: counted once, whichever
 * line comes first) — an order written already paid (the seed, a migration) has no update to
 * wake countOrderStats.
 */
export async function reconcileSale(purchaseId: string): Promise<void> {
  const orderId = await reconcilePurchase(purchaseId);
  if (orderId) await reconcileOrder(orderId);
}
