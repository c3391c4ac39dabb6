/**
 * A refund event from Stripe (`charge.refunded`, `refund.created`, `refund.updated`,
 * `charge.refund.updated`) — whichever arrives, in any order — makes the shop ask Stripe for the
 * PaymentIntent's refunds and apply them: to its purchase (refunds.ts), or to the lines of its
 * order (order-refunds.ts). Idempotent by construction.
 */
import { checkRefund } from "@shop/domain";
import { purchasesCol } from "../../orders/index.js";
import { stripe } from "../../platform/config.js";
import { inTransaction } from "../../platform/firestore.js";
import { readQuery, txRead } from "../../platform/reads.js";
import { callStripe } from "../../platform/stripe/stripe-calls.js";
import { syncOrderRefunds } from "./order-refunds.js";
import { applyFullRefund } from "./refunds.js";
import { claimEvent, recordIgnoredEvent, type StripeEventRef } from "../stripe-events.js";

/** A refund event from Stripe: applies the PaymentIntent's refunds as Stripe knows them now. */
export async function syncRefundsFromStripe(paymentIntentId: string, event: StripeEventRef): Promise<void> {
  const found = await readQuery(purchasesCol.where("paymentIntentId", "==", paymentIntentId).limit(1));
  const doc = found.docs[0];
  if (!doc) {
    await recordIgnoredEvent(event, paymentIntentId);
    return;
  }
  const refunds = await callStripe(() =>
    stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 }),
  );
  const live = refunds.data.filter((r) => r.status === "succeeded" || r.status === "pending");
  const refunded = live.reduce((sum, r) => sum + r.amount, 0);
  const purchase = doc.data();
  if (purchase.orderId) {
    await syncOrderRefunds(purchase.orderId, live, event, paymentIntentId);
    return;
  }
  const latest = live[0];
  // A paid or shipped purchase refunded in full becomes refunded. Any other refund is recorded
  // whatever the purchase's state (an unpaid purchase's refunded PaymentIntent then cannot pay).
  if (latest && refunded >= purchase.priceCents && checkRefund(purchase.state).ok) {
    await applyFullRefund(
      doc.id,
      {
        id: latest.id,
        amountCents: refunded,
        by: latest.metadata?.by ?? "stripe",
        reason: latest.metadata?.by ? "Refunded by the shop" : "Refunded in Stripe",
        restock: latest.metadata?.restock ? latest.metadata.restock === "true" : undefined,
      },
      event,
      paymentIntentId,
    );
    return;
  }
  // A partial refund, or a refund of a purchase not (or no longer) paid: record the amount, the
  // purchase stays as it is.
  await inTransaction(async (tx) => {
    const claim = await claimEvent(tx, event, paymentIntentId);
    if (claim.duplicate) return;
    const now = (await txRead(tx, doc.ref)).data();
    if (now && (now.refundedCents ?? 0) < refunded) {
      tx.set(doc.ref, { refundedCents: refunded, updatedAt: Date.now() }, { merge: true });
    }
    claim.record();
  });
}
