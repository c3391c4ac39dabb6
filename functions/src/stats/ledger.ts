/**
 * Keeps the daily figures (data.ts) up to date with the purchases and orders, off every order's
 * and payment's path: the triggers (triggers.ts) call these after a purchase's or order's money
 * changed. Each run compares the document AS IT IS NOW with what its ledger entry says was
 * already counted, and applies only the difference — the increments and the ledger entry in one
 * transaction — so a redelivered, late or out-of-order trigger adds nothing twice: exact.
 */
import { FieldValue, type PartialWithFieldValue, type Transaction } from "firebase-admin/firestore";
import { orderExtraRefund, purchaseContribution, utcDay, type StatsDayShard } from "@shop/domain";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { inTransaction } from "../platform/firestore.js";
import { txRead } from "../platform/reads.js";
import { shardOf, statsDaysCol, statsLedgerCol, type StatsLedgerEntry } from "./data.js";

interface DayChange {
  paidCents: number;
  refundedCents: number;
  orders: number;
  product: { id: string; name: string; revenueCents: number; quantity: number } | null;
}

const NOTHING: StatsLedgerEntry = { paid: false, refundedCents: 0, updatedAt: 0 };

/** Adds one change to a day's shard (increments only: no read of the shard, no contention on reads). */
function addToDay(tx: Transaction, date: string, shard: number, c: DayChange): void {
  const inc = (n: number) => FieldValue.increment(n);
  const product = c.product
    ? {
        products: {
          [c.product.id]: {
            name: c.product.name,
            revenueCents: inc(c.product.revenueCents),
            quantity: inc(c.product.quantity),
          },
        },
      }
    : {};
  const change: PartialWithFieldValue<StatsDayShard> = {
    date,
    paidCents: inc(c.paidCents),
    refundedCents: inc(c.refundedCents),
    orders: inc(c.orders),
    ...product,
  };
  tx.set(statsDaysCol.doc(`${date}_${shard}`), change, { merge: true });
}

/** Merges changes that fall on the same day (one write per day document and transaction). */
function byDay(changes: readonly { date: string; change: DayChange }[]): Map<string, DayChange> {
  const days = new Map<string, DayChange>();
  for (const { date, change } of changes) {
    const known = days.get(date);
    if (!known) {
      days.set(date, { ...change, product: change.product ? { ...change.product } : null });
      continue;
    }
    known.paidCents += change.paidCents;
    known.refundedCents += change.refundedCents;
    known.orders += change.orders;
    if (change.product && known.product) {
      known.product.revenueCents += change.product.revenueCents;
      known.product.quantity += change.product.quantity;
    } else if (change.product) known.product = { ...change.product };
  }
  return days;
}

/** Brings the figures up to one purchase: its payment once, its refunds as they grow. */
export function reconcilePurchase(purchaseId: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const purchase = (await txRead(tx, purchasesCol.doc(purchaseId))).data();
    const ledgerRef = statsLedgerCol.doc(`p-${purchaseId}`);
    const ledger = (await txRead(tx, ledgerRef)).data() ?? NOTHING;
    if (!purchase) return false;
    const { paid, refunded } = purchaseContribution(purchase);
    if (!paid) return false;
    const product = { id: paid.productId, name: paid.productName };
    const changes: { date: string; change: DayChange }[] = [];
    if (!ledger.paid) {
      changes.push({
        date: utcDay(paid.at),
        change: {
          paidCents: paid.cents,
          refundedCents: 0,
          orders: 1,
          product: { ...product, revenueCents: paid.cents, quantity: paid.quantity },
        },
      });
    }
    const refundDelta = refunded.cents - ledger.refundedCents;
    if (refundDelta !== 0) {
      changes.push({
        date: utcDay(refunded.at),
        change: {
          paidCents: 0,
          refundedCents: refundDelta,
          orders: 0,
          product: { ...product, revenueCents: -refundDelta, quantity: 0 },
        },
      });
    }
    if (changes.length === 0) return false;
    const shard = shardOf(purchaseId);
    for (const [date, change] of byDay(changes)) addToDay(tx, date, shard, change);
    tx.set(ledgerRef, { paid: true, refundedCents: refunded.cents, updatedAt: Date.now() });
    return true;
  });
}

/** Brings the figures up to one order's refunds that no line accounts for (order.ts). */
export function reconcileOrder(orderId: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const order = (await txRead(tx, ordersCol.doc(orderId))).data();
    const ledgerRef = statsLedgerCol.doc(`o-${orderId}`);
    const ledger = (await txRead(tx, ledgerRef)).data() ?? NOTHING;
    if (!order) return false;
    const extra = orderExtraRefund(order);
    const delta = extra.cents - ledger.refundedCents;
    if (delta === 0) return false;
    addToDay(tx, utcDay(extra.at), shardOf(orderId), {
      paidCents: 0,
      refundedCents: delta,
      orders: 0,
      product: null,
    });
    tx.set(ledgerRef, { paid: false, refundedCents: extra.cents, updatedAt: Date.now() });
    return true;
  });
}
