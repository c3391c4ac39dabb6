/**
 * Issue 54's outages, as a provider that stops answering: the local Stripe's process paused
 * (SIGSTOP) for 20 s, and MailDev's. Runs alone (ALONE_STEPS in scripts/emulated-suites.ts): the
 * pauses would stall every other file's payments and mails. Faults that can be scoped to one
 * test's requests are provider-faults.api.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES, type OrderAnswer, type PaymentIntentAnswer } from "@shop/domain";
import { mailDocs, mailsTo } from "../support/mail.js";
import { SLOW_EMULATOR_MS, api, paymentIntentIdOf, stripe } from "../support/payments.js";
import {
  expectBoundedUnavailable,
  pauseMailDev,
  pauseStripe,
  paymentIntentsOfOrder,
  resumeMailDev,
  resumeStripe,
  timedCall,
} from "../support/provider-faults.js";
import { registeredCustomer } from "./helpers/users.js";
import { BERLIN, PAID, body, order, twoProducts } from "./helpers/worldwide.js";

/** The scenario: the provider is away this long. */
const PAUSE_MS = 20_000;

let resume: (() => void) | null = null;
afterEach(() => {
  // Whatever happened, the shared process answers again for the files after this one.
  resume?.();
  resume = null;
});

/** Keeps the provider paused until `PAUSE_MS` after `pausedAt` (the outage's length, not a wait for a result). */
async function outageLasts(pausedAt: number): Promise<void> {
  await vi.waitFor(() => expect(Date.now() - pausedAt).toBeGreaterThanOrEqual(PAUSE_MS), {
    timeout: PAUSE_MS + 10_000,
    interval: 250,
  });
}

describe("the local Stripe paused for 20 s", () => {
  it(
    "the quote and the payment-intent calls answer 503 with Retry-After in under 10 s each; after it resumes both succeed and the order has exactly one PaymentIntent",
    async () => {
      const since = Math.floor(Date.now() / 1000) - 5;
      const customer = await registeredCustomer("Outage Shopper");
      const [a] = await twoProducts();
      const b = body([{ productId: a, quantity: 1 }], BERLIN);
      const placed = await order(customer, b);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { orderId } = placed.body;
      const piPath = `/orders/${orderId}/payment-intent`;

      pauseStripe();
      resume = resumeStripe;
      const pausedAt = Date.now();
      // One after the other, as a customer does (both well inside the pause): at once, the second
      // would wait for a cold function instance, which is not what is measured here.
      const quoted = await timedCall("POST", "/orders/quote", customer.idToken, b);
      expectBoundedUnavailable(quoted, PAYMENT_MESSAGES.taxUnavailable);
      const intent = await timedCall("POST", piPath, customer.idToken);
      expectBoundedUnavailable(intent, PAYMENT_MESSAGES.stripeUnavailable);
      expect(Date.now() - pausedAt, "both answered while Stripe was still paused").toBeLessThan(PAUSE_MS);
      await outageLasts(pausedAt);
      resumeStripe();
      resume = null;

      const quotedAgain = await api<{ taxCents: number }>("/orders/quote", {
        method: "POST",
        user: customer,
        body: b,
      });
      expect(quotedAgain.status, JSON.stringify(quotedAgain.body)).toBe(200);
      expect(quotedAgain.body.taxCents).toBe(placed.body.taxCents);
      const retried = await api<PaymentIntentAnswer>(piPath, { method: "POST", user: customer });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      const id = paymentIntentIdOf(retried.body.clientSecret);
      expect(await paymentIntentsOfOrder(orderId, since)).toEqual([id]);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("MailDev paused", () => {
  it(
    "an order is placed and paid as usual; its mails arrive once MailDev answers again",
    async () => {
      const customer = await registeredCustomer("Mail Outage Shopper");
      const [a] = await twoProducts();
      pauseMailDev();
      resume = resumeMailDev;
      const placing = await timedCall<{ orderId: string }>(
        "POST",
        "/orders",
        customer.idToken,
        body([{ productId: a, quantity: 1 }], BERLIN),
      );
      expect(placing.status, placing.text).toBe(201);
      expect(placing.ms).toBeLessThan(10_000);
      const { orderId } = placing.body;
      const intent = await timedCall<PaymentIntentAnswer>(
        "POST",
        `/orders/${orderId}/payment-intent`,
        customer.idToken,
      );
      expect(intent.status, intent.text).toBe(200);
      expect(intent.ms).toBeLessThan(10_000);
      await stripe.paymentIntents.confirm(paymentIntentIdOf(intent.body.clientSecret), {
        payment_method: "pm_card_visa",
      });
      await vi.waitFor(
        async () =>
          expect((await api<OrderAnswer>(`/orders/${orderId}`, { user: customer })).body.state).toBe("paid"),
        PAID,
      );
      // Both mails are written (the outbox keeps them) while none could be delivered.
      const written = await mailDocs({ to: customer.email });
      expect(written.length).toBeGreaterThanOrEqual(2);
      expect(written.map((m) => m.delivery?.state)).not.toContain("SUCCESS");
      resumeMailDev();
      resume = null;
      await vi.waitFor(
        async () => {
          const subjects = (await mailsTo(customer.email)).map((m) => m.subject);
          expect(subjects.some((s) => s.startsWith("Your order:"))).toBe(true);
          expect(subjects.some((s) => s.startsWith("Payment received:"))).toBe(true);
        },
        { timeout: 120_000, interval: 500 },
      );
    },
    SLOW_EMULATOR_MS,
  );
});
