/**
 * Stripe's side of a period: its succeeded PaymentIntents and its refunds created in the period,
 * read with the SDK's auto-pagination (100 a page), and single look-ups for the edges.
 */
import Stripe from "stripe";
import type { PaymentSide, ReconciledDispute } from "@shop/domain";
import { stripe } from "../platform/config.js";
import { callStripe } from "../platform/stripe/stripe-calls.js";

export interface StripeRefundFact {
  id: string;
  paymentIntentId: string;
  cents: number;
  currency: string;
}

/** `created` bounds in unix seconds for `[startMs, endMs)`. */
function createdRange(startMs: number, endMs: number): Stripe.RangeQueryParam {
  return { gte: Math.floor(startMs / 1000), lt: Math.ceil(endMs / 1000) };
}

export function paidAmount(pi: Stripe.PaymentIntent): number {
  return pi.amount_received || pi.amount;
}

/** The PaymentIntents created in the period that succeeded, with their metadata. */
export async function stripePayments(
  startMs: number,
  endMs: number,
): Promise<{ side: PaymentSide[]; intents: Map<string, Stripe.PaymentIntent> }> {
  const intents = new Map<string, Stripe.PaymentIntent>();
  await callStripe(async () => {
    const list = stripe().paymentIntents.list({ created: createdRange(startMs, endMs), limit: 100 });
    for await (const pi of list) if (pi.status === "succeeded") intents.set(pi.id, pi);
  });
  const side = [...intents.values()].map((pi) => ({
    paymentIntentId: pi.id,
    cents: paidAmount(pi),
    currency: pi.currency,
  }));
  return { side, intents };
}

/** Refunds created in the period that took money back (succeeded or pending). */
export async function stripeRefunds(startMs: number, endMs: number): Promise<StripeRefundFact[]> {
  const out: StripeRefundFact[] = [];
  await callStripe(async () => {
    const list = stripe().refunds.list({ created: createdRange(startMs, endMs), limit: 100 });
    for await (const r of list) {
      const pi = typeof r.payment_intent === "string" ? r.payment_intent : r.payment_intent?.id;
      if (pi && (r.status === "succeeded" || r.status === "pending")) {
        out.push({ id: r.id, paymentIntentId: pi, cents: r.amount, currency: r.currency });
      }
    }
  });
  return out;
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing";
}

/** A PaymentIntent by id (one made outside the period), or null when Stripe has none. */
export async function findPaymentIntent(id: string): Promise<Stripe.PaymentIntent | null> {
  try {
    return await stripe().paymentIntents.retrieve(id);
  } catch (err) {
    if (isMissing(err)) return null;
    return callStripe(() => Promise.reject(err));
  }
}

/** A refund by id, or null when Stripe has none (or it failed or was cancelled). */
export async function findLiveRefund(id: string): Promise<Stripe.Refund | null> {
  try {
    const r = await stripe().refunds.retrieve(id);
    return r.status === "succeeded" || r.status === "pending" ? r : null;
  } catch (err) {
    if (isMissing(err)) return null;
    return callStripe(() => Promise.reject(err));
  }
}

/** Every live refund (succeeded or pending) of a PaymentIntent so far. */
export async function refundsOfIntent(paymentIntentId: string): Promise<StripeRefundFact[]> {
  const out: StripeRefundFact[] = [];
  await callStripe(async () => {
    for await (const r of stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      if (r.status === "succeeded" || r.status === "pending")
        out.push({ id: r.id, paymentIntentId, cents: r.amount, currency: r.currency });
    }
  });
  return out;
}

/** The disputes Stripe opened in the period (each took its amount back from the balance). */
export async function stripeDisputes(startMs: number, endMs: number): Promise<ReconciledDispute[]> {
  const out: ReconciledDispute[] = [];
  await callStripe(async () => {
    const list = stripe().disputes.list({ created: createdRange(startMs, endMs), limit: 100 });
    for await (const d of list) {
      const pi = typeof d.payment_intent === "string" ? d.payment_intent : (d.payment_intent?.id ?? null);
      out.push({
        disputeId: d.id,
        paymentIntentId: pi,
        status: d.status,
        amountCents: d.amount,
        currency: d.currency,
      });
    }
  });
  return out;
}
