/**
 * Stripe webhook endpoint. The signature is checked on the RAW request body with the endpoint's
 * signing secret; each event's effect is written in one transaction together with
 * `stripeEvents/{eventId}`, so a redelivered event changes nothing. A customer who closes the tab
 * right after paying still ends up paid through `payment_intent.succeeded`.
 */
import * as logger from "firebase-functions/logger";
import { onRequest, type Request } from "firebase-functions/v2/https";
import type Stripe from "stripe";
import { REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, stripe } from "../../platform/config.js";
import {
  recordPaymentFailure,
  recordPaymentIntentCanceled,
  recordPaymentProcessing,
} from "./payment-intent-events.js";
import { recordPayment } from "../intents/record-payment.js";
import { syncRefundsFromStripe } from "../refunds/stripe-refunds.js";
import { registeredHandler } from "./stripe-event-handlers.js";
import { recordIgnoredEvent } from "./stripe-events.js";

interface JsonResponse {
  status(code: number): { json(body: unknown): unknown };
}

function fail(res: JsonResponse, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}

function verifiedEvent(req: Request): Stripe.Event | null {
  const signature = req.get("stripe-signature");
  if (!signature || !Buffer.isBuffer(req.rawBody)) return null;
  try {
    return stripe().webhooks.constructEvent(req.rawBody, signature, STRIPE_WEBHOOK_SECRET.value());
  } catch {
    return null;
  }
}

/** The PaymentIntent a charge or refund belongs to (an id, or the expanded object). */
function paymentIntentOf(object: Stripe.Charge | Stripe.Refund): string | null {
  const pi = object.payment_intent;
  if (typeof pi === "string") return pi;
  return pi?.id ?? null;
}

async function handle(event: Stripe.Event): Promise<void> {
  const ref = { id: event.id, type: event.type };
  switch (event.type) {
    case "payment_intent.succeeded": {
      const pi = event.data.object;
      // The one payment path: pays the order, or refunds a payment it can no longer take.
      const outcome = await recordPayment(pi, { event: ref });
      if (outcome.kind === "rejected" && !outcome.secondPaymentRefunded && !outcome.refunded) {
        // Money was taken but it cannot pay the order it names: someone has to look (refund).
        logger.error("Succeeded PaymentIntent could not pay its order", {
          eventId: event.id,
          paymentIntentId: pi.id,
          orderId: pi.metadata?.orderId,
          purchaseId: pi.metadata?.purchaseId,
          reason: outcome.error.message,
        });
      }
      return;
    }
    case "payment_intent.processing":
      await recordPaymentProcessing(event.data.object, ref);
      return;
    case "payment_intent.payment_failed":
      await recordPaymentFailure(event.data.object, ref);
      return;
    case "payment_intent.canceled":
      await recordPaymentIntentCanceled(event.data.object, ref);
      return;
    case "charge.refunded":
    case "charge.refund.updated":
    case "refund.created":
    case "refund.updated": {
      const paymentIntentId = paymentIntentOf(event.data.object);
      if (paymentIntentId) await syncRefundsFromStripe(paymentIntentId, ref);
      else await recordIgnoredEvent(ref, null);
      return;
    }
    default: {
      const registered = registeredHandler(event.type);
      if (registered) {
        await registered(event);
        return;
      }
      if (event.type.startsWith("payment_intent.")) {
        const object = event.data.object as { id?: unknown };
        await recordIgnoredEvent(ref, typeof object.id === "string" ? object.id : null);
      }
    }
  }
}

export const stripeWebhook = onRequest(
  { region: REGION, secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET], memory: "256MiB", cors: false },
  async (req, res) => {
    if (req.method !== "POST") {
      res.set("Allow", "POST");
      fail(res, 405, "method-not-allowed", "Only POST is accepted");
      return;
    }
    const event = verifiedEvent(req);
    if (!event) {
      fail(res, 400, "bad-request", "The Stripe signature of this request is missing or not valid");
      return;
    }
    try {
      await handle(event);
    } catch (err) {
      // 5xx makes Stripe deliver the event again later; nothing was written (one transaction).
      logger.error("Stripe webhook processing failed", { eventId: event.id, type: event.type, err });
      fail(res, 500, "internal", "The event could not be processed; Stripe will retry it");
      return;
    }
    res.json({ received: true });
  },
);
