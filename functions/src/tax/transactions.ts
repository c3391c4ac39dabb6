/**
 * Stripe Tax transactions: the order's calculation is committed as a transaction once the order is
 * paid (`create_from_calculation`, reference `order-<id>`, after the payment's own transaction),
 * and a line refunded by the shop reverses that line's tax (`create_reversal`, `mode=partial`, the
 * line found by its purchase id as `reference`). Both idempotent: Stripe keys per order and refund,
 * and the ids kept on the order and the purchase.
 */
import { logger } from "firebase-functions";
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
