/**
 * The payments' side of Stripe Tax: a paid order's tax calculation committed as a tax transaction
 * (after the payment's own transaction: the payment is recorded whatever Stripe Tax answers, and
 * the next record of the same payment — the webhook, the payment page — tries again), and a
 * refunded line's tax reversed.
 */
import { logger } from "firebase-functions";
import { ordersCol, purchasesCol } from "../orders/index.js";
import { readDoc } from "../platform/reads.js";
import { commitTaxTransaction, reverseLineTax } from "../tax/index.js";

/** Commits the order's tax calculation once (its id kept as `taxTransactionId`). Never throws. */
export async function commitOrderTax(orderId: string): Promise<void> {
  try {
    const order = (await readDoc(ordersCol.doc(orderId))).data();
    if (!order?.taxCalculationId || order.taxTransactionId) return;
    const taxTransactionId = await commitTaxTransaction(orderId, order.taxCalculationId);
    await ordersCol.doc(orderId).update({ taxTransactionId });
  } catch (err) {
    logger.error("Could not commit the order's tax transaction; the next record of its payment retries", {
      orderId,
      err,
    });
  }
}

/** Reverses the tax of a line refunded by the shop (its id kept as the purchase's `taxReversalId`). */
export async function reverseRefundedLineTax(purchaseId: string, refundId: string): Promise<void> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  if (!purchase?.orderId || purchase.taxReversalId) return;
  const order = (await readDoc(ordersCol.doc(purchase.orderId))).data();
  if (!order?.taxTransactionId) return;
  const reversed = await reverseLineTax(order.taxTransactionId, purchaseId, refundId);
  if (reversed) await purchasesCol.doc(purchaseId).update({ taxReversalId: reversed.reversalId });
}
