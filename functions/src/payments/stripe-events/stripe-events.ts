/**
 * Stripe webhook events already processed: `stripeEvents/{eventId}` is written in the same
 * transaction as an event's effect, so a redelivered event changes nothing.
 */
import type { Transaction } from "firebase-admin/firestore";
import { stripeEventsCol } from "../data.js";
import { txRead } from "../../platform/reads.js";

/** The webhook event being processed, if any (recorded with its effect). */
export interface StripeEventRef {
  id: string;
  type: string;
}

/** True when the event was already processed; otherwise records it (in this transaction). */
export async function claimEvent(
  tx: Transaction,
  event: StripeEventRef | undefined,
  paymentIntentId: string,
): Promise<{ duplicate: boolean; record: () => void }> {
  if (!event) return { duplicate: false, record: () => undefined };
  const ref = stripeEventsCol.doc(event.id);
  const seen = await txRead(tx, ref);
  return {
    duplicate: seen.exists,
    record: () => {
      tx.set(ref, { type: event.type, paymentIntentId, processedAt: Date.now() });
    },
  };
}

/** Records an event this shop does not act on, so it shows up as processed. */
export async function recordIgnoredEvent(
  event: StripeEventRef,
  paymentIntentId: string | null,
): Promise<void> {
  await stripeEventsCol.doc(event.id).set({ type: event.type, paymentIntentId, processedAt: Date.now() });
}
