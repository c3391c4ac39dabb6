/**
 * Stripe events other areas act on (e.g. the disputes area: `charge.dispute.*`), registered by
 * type prefix, so the webhook (this area) depends on none of them. The webhook calls the handler
 * after verifying the signature; a handler that throws makes the webhook answer 500 and Stripe
 * deliver the event again, so handlers must be idempotent.
 */
import type Stripe from "stripe";

export type StripeEventHandler = (event: Stripe.Event) => Promise<void>;

const handlers: { prefix: string; handle: StripeEventHandler }[] = [];

export function onStripeEvents(typePrefix: string, handle: StripeEventHandler): void {
  handlers.push({ prefix: typePrefix, handle });
}

/** The registered handler of this event's type, if any. */
export function registeredHandler(type: string): StripeEventHandler | undefined {
  return handlers.find((h) => type.startsWith(h.prefix))?.handle;
}
