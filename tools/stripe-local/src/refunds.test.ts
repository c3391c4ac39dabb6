/** Refunds, Charges and refund events through the real `stripe` Node SDK. */
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import type { StripeLocalServer } from "./server.js";
import {
  KEYS,
  cardConfirmParams,
  localEvents,
  postForm,
  sdkFor,
  startReceiver,
  startTestServer,
  type Receiver,
} from "./testing/test-server.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(): Promise<{ server: StripeLocalServer; receiver: Receiver; stripe: Stripe }> {
  const receiver = await startReceiver();
  cleanups.push(() => receiver.close());
  const server = await startTestServer({ webhookUrl: receiver.url });
  cleanups.push(() => server.close());
  return { server, receiver, stripe: sdkFor(server) };
}

async function paidIntent(stripe: Stripe, amount = 4200): Promise<Stripe.PaymentIntent> {
  const pi = await stripe.paymentIntents.create({
    amount,
    currency: "usd",
    automatic_payment_methods: { enabled: true },
    metadata: { purchaseId: "p_1" },
  });
  return stripe.paymentIntents.confirm(pi.id, cardConfirmParams({ number: "4242424242424242" }));
}

async function stripeError(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error("expected a Stripe error");
}

describe("PaymentIntents and Charges", () => {
  it("accepts automatic_payment_methods[enabled]=true and returns latest_charge as a ch_ id", async () => {
    const { stripe } = await setup();
    const pi = await paidIntent(stripe);
    expect(pi.automatic_payment_methods).toEqual({ enabled: true });
    expect(pi.status).toBe("succeeded");
    expect(pi.latest_charge).toMatch(/^ch_/);
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({
      object: "charge",
      amount: 4200,
      amount_captured: 4200,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      captured: true,
      status: "succeeded",
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      metadata: { purchaseId: "p_1" },
      payment_method_details: { type: "card", card: { brand: "visa", last4: "4242" } },
    });
    const listed = await stripe.charges.list({ payment_intent: pi.id });
    expect(listed.data.map((c) => c.id)).toEqual([charge.id]);
  });

  it("records a failed charge for a decline and answers 404 for an unknown charge", async () => {
    const { stripe } = await setup();
    const pi = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    await stripeError(
      stripe.paymentIntents.confirm(pi.id, cardConfirmParams({ number: "4000000000000002" })),
    );
    const after = await stripe.paymentIntents.retrieve(pi.id);
    const charge = await stripe.charges.retrieve(after.latest_charge as string);
    expect(charge).toMatchObject({ status: "failed", paid: false, failure_code: "card_declined" });
    const missing = await stripeError(stripe.charges.retrieve("ch_missing"));
    expect(missing).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such charge: 'ch_missing'",
    });
  });
});

describe("POST /v1/refunds", () => {
  it("refunds a PaymentIntent in full; retrieve and list by payment_intent", async () => {
    const { stripe } = await setup();
    const pi = await paidIntent(stripe);
    const refund = await stripe.refunds.create({ payment_intent: pi.id, reason: "requested_by_customer" });
    expect(refund).toMatchObject({
      object: "refund",
      amount: 4200,
      currency: "usd",
      status: "succeeded",
      payment_intent: pi.id,
      charge: pi.latest_charge,
      reason: "requested_by_customer",
    });
    expect(refund.id).toMatch(/^re_/);
    expect(await stripe.refunds.retrieve(refund.id)).toEqual(refund);
    const listed = await stripe.refunds.list({ payment_intent: pi.id });
    expect(listed.data.map((r) => r.id)).toEqual([refund.id]);
    expect((await stripe.refunds.list({ payment_intent: "pi_other" })).data).toEqual([]);
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 4200, refunded: true });
    // The PaymentIntent itself stays succeeded, as in Stripe.
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe("succeeded");
  });

  it("refunds partially, then refuses more than what is left and a refund of a refunded charge", async () => {
    const { stripe } = await setup();
    const pi = await paidIntent(stripe, 2145);
    const first = await stripe.refunds.create({ payment_intent: pi.id, amount: 145 });
    expect(first.amount).toBe(145);
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 145, refunded: false });

    const tooMuch = await stripeError(stripe.refunds.create({ payment_intent: pi.id, amount: 2500 }));
    expect(tooMuch).toMatchObject({
      statusCode: 400,
      type: "StripeInvalidRequestError",
      code: "amount_too_large",
      param: "amount",
      message: "Refund amount ($25.00) is greater than unrefunded amount on charge ($20.00)",
    });

    await stripe.refunds.create({ charge: charge.id });
    const again = await stripeError(stripe.refunds.create({ payment_intent: pi.id }));
    expect(again).toMatchObject({
      statusCode: 400,
      code: "charge_already_refunded",
      message: `Charge ${charge.id} has already been refunded.`,
    });
    const refunds = await stripe.refunds.list({ payment_intent: pi.id });
    expect(refunds.data.map((r) => r.amount)).toEqual([2000, 145]);
  });

  it("refuses a refund of an unpaid PaymentIntent and of an unknown one", async () => {
    const { stripe } = await setup();
    const unpaid = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    const error = await stripeError(stripe.refunds.create({ payment_intent: unpaid.id }));
    expect(error).toMatchObject({
      statusCode: 400,
      type: "StripeInvalidRequestError",
      param: "payment_intent",
      message: `This PaymentIntent (${unpaid.id}) does not have a successful charge to refund.`,
    });
    const missing = await stripeError(stripe.refunds.create({ payment_intent: "pi_missing" }));
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const neither = await stripeError(stripe.refunds.create({}));
    expect(neither.message).toBe(
      "One of the following params should be provided for this request: payment_intent or charge.",
    );
    expect((await stripeError(stripe.refunds.retrieve("re_missing"))).message).toBe(
      "No such refund: 're_missing'",
    );
  });

  it("replays a refund created with the same idempotency key instead of refunding twice", async () => {
    const { stripe } = await setup();
    const pi = await paidIntent(stripe);
    const key = `refund-${pi.id}`;
    const first = await stripe.refunds.create({ payment_intent: pi.id }, { idempotencyKey: key });
    const replay = await stripe.refunds.create({ payment_intent: pi.id }, { idempotencyKey: key });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect((await stripe.refunds.list({ payment_intent: pi.id })).data).toHaveLength(1);
    const conflict = await stripeError(
      stripe.refunds.create({ payment_intent: pi.id, amount: 100 }, { idempotencyKey: key }),
    );
    expect(conflict).toMatchObject({ statusCode: 400, type: "StripeIdempotencyError" });
    // A refused refund is not stored under its key: the same key then works once money is left.
    const pi2 = await paidIntent(stripe);
    const failedKey = `refund-${pi2.id}`;
    await stripeError(
      stripe.refunds.create({ payment_intent: pi2.id, amount: 999_999 }, { idempotencyKey: failedKey }),
    );
    const retried = await stripe.refunds
      .create({ payment_intent: pi2.id, amount: 999_999 }, { idempotencyKey: failedKey })
      .catch((e: unknown) => e);
    expect(retried).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe("refund events", () => {
  it("sends refund.created and charge.refunded, signed, in order after the payment events", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await paidIntent(stripe);
    const refund = await stripe.refunds.create(
      { payment_intent: pi.id, amount: 1200 },
      { idempotencyKey: "r-1" },
    );
    await server.webhooksIdle();
    const events = receiver.received.map((hook) => {
      const signature = hook.headers["stripe-signature"];
      if (typeof signature !== "string") throw new Error("unsigned webhook");
      return stripe.webhooks.constructEvent(hook.rawBody, signature, KEYS.webhookSecret);
    });
    expect(events.map((e) => e.type)).toEqual([
      "payment_intent.created",
      "payment_intent.succeeded",
      "refund.created",
      "charge.refunded",
    ]);
    const created = events[2] as Stripe.RefundCreatedEvent;
    expect(created.data.object).toMatchObject({
      id: refund.id,
      amount: 1200,
      payment_intent: pi.id,
      status: "succeeded",
    });
    expect(created.request).toMatchObject({ idempotency_key: "r-1" });
    const refunded = events[3] as Stripe.ChargeRefundedEvent;
    expect(refunded.data.object).toMatchObject({
      object: "charge",
      id: pi.latest_charge,
      payment_intent: pi.id,
      amount: 4200,
      amount_refunded: 1200,
      refunded: false,
    });
    expect(refunded.data.previous_attributes).toEqual({ amount_refunded: 0, refunded: false });
    const local = await localEvents(server, `?payment_intent=${pi.id}&type=charge.refunded`);
    expect(local).toHaveLength(1);
  });

  it("emits refund.updated and charge.refund.updated on request (Stripe sends them when a refund's status changes)", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await paidIntent(stripe);
    const refund = await stripe.refunds.create({ payment_intent: pi.id });
    await server.webhooksIdle();
    const before = receiver.received.length;
    for (const type of ["refund.updated", "charge.refund.updated"]) {
      const { status } = await postForm(`${server.url}/_local/refunds/${refund.id}/emit`, { type });
      expect(status).toBe(200);
    }
    await server.webhooksIdle();
    const emitted = receiver.received.slice(before).map((hook) => JSON.parse(hook.rawBody) as Stripe.Event);
    expect(emitted.map((e) => [e.type, (e.data.object as { id: string }).id])).toEqual([
      ["refund.updated", refund.id],
      ["charge.refund.updated", refund.id],
    ]);
    const missing = await postForm(`${server.url}/_local/refunds/re_missing/emit`, {
      type: "refund.updated",
    });
    expect(missing.status).toBe(404);
  });
});
