/**
 * Stripe Tax transactions: the order's calculation is committed as a transaction once the order is
 * paid (`create_from_calculation`, reference `order-<id>`, after the payment's own transaction),
 * and a line refunded by the shop reverses that line's tax (`create_reversal`, `mode=partial`, the
 * line found by its purchase id as `reference`), and a refund made in Stripe's Dashboard reverses
 * its share of every line and shipping. All idempotent: Stripe keys per order and refund, and the
 * ids kept on the order and the purchase.
 */
import * as logger from "firebase-functions/logger";
import type Stripe from "stripe";
import type { Cents } from "@shop/domain";
import { stripe } from "../platform/config.js";
import { callStripe } from "../platform/stripe/stripe-calls.js";

/** The tax transaction of a paid order's calculation (its id). */
export async function commitTaxTransaction(orderId: string, calculationId: string): Promise<string> {
  const transaction = await callStripe(() =>
    stripe().tax.transactions.createFromCalculation(
      { calculation: calculationId, reference: `order-${orderId}`, metadata: { orderId } },
      { idempotencyKey: `tax-commit-${orderId}` },
    ),
  );
  return transaction.id;
}

/** The original transaction's line of a purchase, or null (no tax was calculated for it). */
async function lineOf(
  transactionId: string,
  purchaseId: string,
): Promise<Stripe.Tax.TransactionLineItem | null> {
  const items = await callStripe(() =>
    stripe().tax.transactions.listLineItems(transactionId, { limit: 100 }),
  );
  return items.data.find((l) => l.reference === purchaseId) ?? null;
}

/**
 * Reverses the tax of one refunded line (its goods and their tax), once per refund. Answers the
 * reversal's id, or null when the line had no tax transaction line.
 */
export async function reverseLineTax(
  transactionId: string,
  purchaseId: string,
  refundId: string,
): Promise<{ reversalId: string; taxCents: Cents } | null> {
  const line = await lineOf(transactionId, purchaseId);
  if (!line) {
    logger.warn("No tax transaction line for a refunded purchase", { transactionId, purchaseId });
    return null;
  }
  const reversal = await callStripe(() =>
    stripe().tax.transactions.createReversal(
      {
        mode: "partial",
        original_transaction: transactionId,
        reference: `refund-${refundId}`,
        line_items: [
          {
            original_line_item: line.id,
            reference: purchaseId,
            amount: -line.amount,
            amount_tax: -line.amount_tax,
          },
        ],
        metadata: { purchaseId, refundId },
      },
      { idempotencyKey: `tax-reversal-${refundId}` },
    ),
  );
  return { reversalId: reversal.id, taxCents: line.amount_tax };
}

/** A refund's share of a paid order: the money refunded before it and with it, of `basis`. */
export interface RefundShare {
  refundId: string;
  /** Money refunded in Stripe's Dashboard before this refund, and up to it (tax included). */
  fromCents: Cents;
  toCents: Cents;
  /** Lines (purchase ids) already reversed in full: left out of the share. */
  except: readonly string[];
}

/**
 * Reverses a refund's share of the tax — a refund made in Stripe's Dashboard, which names no
 * line: prorated over the lines not yet reversed and shipping, by money paid, as Stripe's own
 * `flat_amount` does. Each cut is the difference of the floors at `toCents` and `fromCents`, so
 * successive refunds never reverse more than a line holds and a refund of everything left
 * reverses it exactly. Answers the reversal's id, or null when there is nothing to reverse.
 */
export async function reverseRefundShare(
  transactionId: string,
  share: RefundShare,
): Promise<{ reversalId: string; taxCents: Cents } | null> {
  const [transaction, items] = await Promise.all([
    callStripe(() => stripe().tax.transactions.retrieve(transactionId)),
    callStripe(() => stripe().tax.transactions.listLineItems(transactionId, { limit: 100 })),
  ]);
  const lines = items.data.filter((l) => !share.except.includes(l.reference));
  const ship = transaction.shipping_cost;
  const basis =
    lines.reduce((sum, l) => sum + l.amount + l.amount_tax, 0) + (ship ? ship.amount + ship.amount_tax : 0);
  if (basis <= 0) return null;
  const to = Math.min(share.toCents, basis);
  const from = Math.min(share.fromCents, to);
  const cut = (v: number) => Math.floor((v * to) / basis) - Math.floor((v * from) / basis);
  const lineItems = lines
    .map((l) => ({
      original_line_item: l.id,
      reference: l.reference,
      amount: -cut(l.amount),
      amount_tax: -cut(l.amount_tax),
    }))
    .filter((l) => l.amount !== 0 || l.amount_tax !== 0);
  const shipping = ship ? { amount: -cut(ship.amount), amount_tax: -cut(ship.amount_tax) } : null;
  const taxCents = -lineItems.reduce((sum, l) => sum + l.amount_tax, 0) - (shipping?.amount_tax ?? 0);
  if (lineItems.length === 0 && !shipping?.amount && !shipping?.amount_tax) return null;
  const reversal = await callStripe(() =>
    stripe().tax.transactions.createReversal(
      {
        mode: "partial",
        original_transaction: transactionId,
        reference: `refund-${share.refundId}`,
        line_items: lineItems,
        ...(shipping && (shipping.amount || shipping.amount_tax) ? { shipping_cost: shipping } : {}),
        metadata: { refundId: share.refundId },
      },
      { idempotencyKey: `tax-reversal-${share.refundId}` },
    ),
  );
  return { reversalId: reversal.id, taxCents };
}
