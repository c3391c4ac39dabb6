/**
 * A refund planned by the books (issue 47) reversed in Stripe Tax exactly: each line's refunded
 * goods and their tax, and shipping's, as the refund gave them back — once per refund (Stripe's
 * idempotency key and the reference `refund-<id>`). The lines are found by their purchase id
 * (`reference`), as the order's calculation named them.
 */
import type { Cents, RefundPlan } from "@shop/domain";
import { stripe } from "../platform/config.js";
import { callStripe } from "../platform/stripe/stripe-calls.js";

/** Reverses what one refund gave back; null when it gave back no tax and no taxed amount. */
export async function reversePlannedRefund(
  transactionId: string,
  refundId: string,
  plan: Pick<RefundPlan, "lines" | "shippingCents" | "shippingTaxCents">,
): Promise<{ reversalId: string; taxCents: Cents } | null> {
  const items = await callStripe(() =>
    stripe().tax.transactions.listLineItems(transactionId, { limit: 100 }),
  );
  const byReference = new Map(items.data.map((l) => [l.reference, l]));
  const lineItems = plan.lines
    .filter((p) => p.goodsCents > 0 || p.taxCents > 0)
    .flatMap((p) => {
      const original = byReference.get(p.purchaseId);
      return original
        ? [
            {
              original_line_item: original.id,
              reference: p.purchaseId,
              amount: -p.goodsCents,
              amount_tax: -p.taxCents,
            },
          ]
        : [];
    });
  const shipping =
    plan.shippingCents > 0 || plan.shippingTaxCents > 0
      ? { amount: -plan.shippingCents, amount_tax: -plan.shippingTaxCents }
      : null;
  if (lineItems.length === 0 && !shipping) return null;
  const reversal = await callStripe(() =>
    stripe().tax.transactions.createReversal(
      {
        mode: "partial",
        original_transaction: transactionId,
        reference: `refund-${refundId}`,
        line_items: lineItems,
        ...(shipping ? { shipping_cost: shipping } : {}),
        metadata: { refundId },
      },
      { idempotencyKey: `tax-reversal-${refundId}` },
    ),
  );
  const taxCents =
    -lineItems.reduce((sum, l) => sum + l.amount_tax, 0) - (shipping ? shipping.amount_tax : 0);
  return { reversalId: reversal.id, taxCents };
}
