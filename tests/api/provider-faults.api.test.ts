/**
 * Issue 54: when Stripe or Stripe Tax is slow or down, a customer's request answers within 10 s
 * with 503 `unavailable`, the service's message and Retry-After; nothing is half-done and nothing
 * doubled once it answers again. Faults are injected into the local Stripe (`/_local/faults`),
 * scoped to this file's own customers and addresses (`match`), so files beside it are untouched.
 * The process-level pauses (SIGSTOP of the local Stripe and of MailDev) are provider-outage.api.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PAYMENT_MESSAGES,
  type OrderAnswer,
  type PaymentIntentAnswer,
  type PostalAddress,
} from "@shop/domain";
import { SLOW_EMULATOR_MS, adminDb, api, paymentIntentIdOf, stripe } from "../support/payments.js";
import {
  clearStripeFaults,
  expectBoundedUnavailable,
  injectStripeFault,
  paymentIntentsOfOrder,
  timedCall,
} from "../support/provider-faults.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";
import { BERLIN, PAID, body, order, quote, twoProducts } from "./helpers/worldwide.js";

afterEach(async () => {
  await clearStripeFaults();
});

const nowSeconds = () => Math.floor(Date.now() / 1000) - 5;

/** A customer with a placed, unpaid order to Berlin. */
async function placedOrder() {
  const customer = await registeredCustomer("Fault Tester");
  const [a] = await twoProducts();
  const placed = await order(customer, body([{ productId: a, quantity: 1 }], BERLIN));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { customer, orderId: placed.body.orderId };
}

describe("Stripe hanging", () => {
  it(
    "the payment-intent call answers 503 with Retry-After within 10 s; the retry reuses the PaymentIntent the first try made",
    async () => {
      const since = nowSeconds();
      const { customer, orderId } = await placedOrder();
      await injectStripeFault({ path: "/v1/payment_intents", hang: true, seconds: 120, match: customer.uid });
      const path = `/orders/${orderId}/payment-intent`;
      const hung = await timedCall("POST", path, customer.idToken);
      expectBoundedUnavailable(hung, PAYMENT_MESSAGES.stripeUnavailable);
      // Stripe answers again: what it held is done (as a paused server does once resumed).
      await clearStripeFaults();
      const retried = await api<PaymentIntentAnswer>(path, { method: "POST", user: customer });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      const id = paymentIntentIdOf(retried.body.clientSecret);
      expect(await paymentIntentsOfOrder(orderId, since)).toEqual([id]);
      const again = await api<PaymentIntentAnswer>(path, { method: "POST", user: customer });
      expect(paymentIntentIdOf(again.body.clientSecret)).toBe(id);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("Stripe answering 500", () => {
  it(
    "answers 503 with Retry-After after the SDK's retries; once Stripe recovers the order gets one PaymentIntent",
    async () => {
      const since = nowSeconds();
      const { customer, orderId } = await placedOrder();
      await injectStripeFault({
        path: "/v1/payment_intents",
        status: 500,
        seconds: 120,
        match: customer.uid,
      });
      const path = `/orders/${orderId}/payment-intent`;
      const failed = await timedCall("POST", path, customer.idToken);
      expectBoundedUnavailable(failed, PAYMENT_MESSAGES.stripeUnavailable);
      expect(await paymentIntentsOfOrder(orderId, since)).toEqual([]);
      await clearStripeFaults();
      const retried = await api<PaymentIntentAnswer>(path, { method: "POST", user: customer });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(await paymentIntentsOfOrder(orderId, since)).toEqual([
        paymentIntentIdOf(retried.body.clientSecret),
      ]);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("Stripe Tax down", () => {
  it(
    "the quote and the order answer 503 (tax unknown) and no order is placed; once it answers, the order is placed with its tax",
    async () => {
      const customer = await registeredCustomer("Tax Outage Tester");
      const [a] = await twoProducts();
      // Only this address's calculations fail.
      const token = `Aufgang-${randomUUID().slice(0, 8)}`;
      const address: PostalAddress = { ...BERLIN, line2: token };
      const b = body([{ productId: a, quantity: 1 }], address);
      await injectStripeFault({ path: "/v1/tax/", status: 503, seconds: 120, match: token });
      const quoted = await timedCall("POST", "/orders/quote", customer.idToken, b);
      expectBoundedUnavailable(quoted, PAYMENT_MESSAGES.taxUnavailable);
      const placing = await timedCall("POST", "/orders", customer.idToken, b);
      expectBoundedUnavailable(placing, PAYMENT_MESSAGES.taxUnavailable);
      const orders = await adminDb().collection("orders").where("userId", "==", customer.uid).get();
      expect(orders.size, "no order placed without its tax").toBe(0);
      await clearStripeFaults();
      expect((await quote(customer, b)).body.taxCents).toBe(1_425); // 19 % of 60.00 + 15.00 shipping
      const placed = await order(customer, b);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.taxCents).toBe(1_425);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("a refund that times out", () => {
  it(
    "answers the admin 503; Stripe's event settles the line once Stripe answers; the retry answers the same refund, made once",
    async () => {
      const { customer, orderId } = await placedOrder();
      const intent = await api<PaymentIntentAnswer>(`/orders/${orderId}/payment-intent`, {
        method: "POST",
        user: customer,
      });
      const pi = paymentIntentIdOf(intent.body.clientSecret);
      await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
      const paid = async () => (await api<OrderAnswer>(`/orders/${orderId}`, { user: customer })).body;
      await vi.waitFor(async () => expect((await paid()).state).toBe("paid"), PAID);
      const line = (await paid()).purchaseIds[0] ?? "";
      const admin = await signInAdmin();
      await injectStripeFault({ path: "/v1/refunds", hang: true, seconds: 120, match: line });
      const hung = await timedCall("POST", `/purchase/${line}/refund`, admin.idToken, {});
      expectBoundedUnavailable(hung, PAYMENT_MESSAGES.stripeUnavailable);
      const refundedLine = async () =>
        (await adminDb().collection("purchases").doc(line).get()).data() as {
          state: string;
          refund?: { id: string };
          refundPending?: { by: string } | null;
        };
      // Recorded as pending while Stripe has not answered.
      expect((await refundedLine()).refundPending).toMatchObject({ by: admin.uid });
      await clearStripeFaults();
      // The held refund is made now; its event marks the line refunded and settles the pending one.
      await vi.waitFor(async () => expect((await refundedLine()).state).toBe("refunded"), PAID);
      expect((await refundedLine()).refundPending).toBeNull();
      const retried = await api<{ refund: { id: string } }>(`/purchase/${line}/refund`, {
        method: "POST",
        user: admin,
        body: {},
      });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      const refunds = await stripe.refunds.list({ payment_intent: pi, limit: 10 });
      expect(refunds.data.map((r) => r.id)).toEqual([retried.body.refund.id]);
      expect((await refundedLine()).refund?.id).toBe(retried.body.refund.id);
    },
    SLOW_EMULATOR_MS,
  );
});
