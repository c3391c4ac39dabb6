import { afterEach, describe, expect, it } from "vitest";
import Stripe from "stripe";
import type { StripeLocalServer } from "./server.js";
import { signWebhookPayload } from "./webhooks.js";
import {
  KEYS,
  cardConfirmParams,
  getJson,
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

async function setup(respond?: Parameters<typeof startReceiver>[0]): Promise<{
  server: StripeLocalServer;
  receiver: Receiver;
  stripe: Stripe;
}> {
  const receiver = await startReceiver(respond);
  cleanups.push(() => receiver.close());
  const server = await startTestServer({ webhookUrl: receiver.url });
  cleanups.push(() => server.close());
  return { server, receiver, stripe: sdkFor(server) };
}

function verify(stripe: Stripe, rawBody: string, signature: string | string[] | undefined): Stripe.Event {
  if (typeof signature !== "string") throw new Error("missing Stripe-Signature header");
  return stripe.webhooks.constructEvent(rawBody, signature, KEYS.webhookSecret);
}

describe("signWebhookPayload", () => {
  it("produces headers the SDK verifies, and rejects tampering", () => {
    const stripe = new Stripe(KEYS.secretKey);
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "payment_intent.succeeded" });
    const header = signWebhookPayload(payload, KEYS.webhookSecret);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(stripe, payload, header).id).toBe("evt_1");
    expect(() => verify(stripe, `${payload} `, header)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(payload, header, "whsec_other")).toThrow();
  });
});

describe("webhook delivery", () => {
  it("delivers signed events in order that constructEvent verifies", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await stripe.paymentIntents.create(
      { amount: 1999, currency: "usd", metadata: { purchaseId: "w_1" } },
      { idempotencyKey: "wh-create-1" },
    );
    await stripe.paymentIntents.confirm(pi.id, cardConfirmParams({ number: "4242424242424242" }));

    const hooks = await receiver.waitFor(2);
    const events = hooks.map((hook) => verify(stripe, hook.rawBody, hook.headers["stripe-signature"]));
    expect(events.map((e) => e.type)).toEqual(["payment_intent.created", "payment_intent.succeeded"]);
    const [created, succeeded] = events;
    expect(created).toMatchObject({
      object: "event",
      livemode: false,
      api_version: "2026-10-28.endive",
      pending_webhooks: 1,
      request: { idempotency_key: "wh-create-1" },
      data: { object: { id: pi.id, status: "requires_payment_method", metadata: { purchaseId: "w_1" } } },
    });
    expect(created?.id).toMatch(/^evt_/);
    expect(succeeded?.data.object).toMatchObject({ id: pi.id, status: "succeeded", amount_received: 1999 });
    expect(hooks[0]?.headers["content-type"]).toMatch(/^application\/json/);

    await server.webhooksIdle();
    const local = await localEvents(server, `?payment_intent=${pi.id}`);
    expect(local.map((e) => [e.type, e.status])).toEqual([
      ["payment_intent.created", "succeeded"],
      ["payment_intent.succeeded", "succeeded"],
    ]);

    // The same events are readable through the API.
    const fetched = await stripe.events.retrieve(String(created?.id));
    expect(fetched.type).toBe("payment_intent.created");
  });

  it("emits payment_failed, requires_action and canceled", async () => {
    const { receiver, stripe } = await setup();
    const declined = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    await expect(
      stripe.paymentIntents.confirm(declined.id, cardConfirmParams({ number: "4000000000000002" })),
    ).rejects.toThrow("Your card was declined.");
    const threeDs = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    await stripe.paymentIntents.confirm(threeDs.id, cardConfirmParams({ number: "4000002760003184" }));
    await stripe.paymentIntents.cancel(threeDs.id, { cancellation_reason: "requested_by_customer" });

    const hooks = await receiver.waitFor(5);
    const events = hooks.map((hook) => verify(stripe, hook.rawBody, hook.headers["stripe-signature"]));
    const byIntent = (id: string): string[] =>
      events.filter((e) => (e.data.object as { id: string }).id === id).map((e) => e.type);
    expect(byIntent(declined.id)).toEqual(["payment_intent.created", "payment_intent.payment_failed"]);
    expect(byIntent(threeDs.id)).toEqual([
      "payment_intent.created",
      "payment_intent.requires_action",
      "payment_intent.canceled",
    ]);
    const failed = events.find((e) => e.type === "payment_intent.payment_failed");
    expect(failed?.data.object).toMatchObject({
      last_payment_error: { code: "card_declined", decline_code: "generic_decline" },
    });
  });

  it("retries failed deliveries and never crashes the server", async () => {
    // First two attempts get 500, the third 200.
    const { server, receiver, stripe } = await setup((index) => (index < 2 ? 500 : 200));
    const pi = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    const [hook] = await receiver.waitFor(1);
    expect(verify(stripe, String(hook?.rawBody), hook?.headers["stripe-signature"]).type).toBe(
      "payment_intent.created",
    );
    await server.webhooksIdle();
    const [record] = await localEvents(server, `?payment_intent=${pi.id}`);
    expect(record?.status).toBe("succeeded");
    expect(record?.attempts.map((a) => a.status_code)).toEqual([500, 500, 200]);
  });

  it("marks events failed when the endpoint is unreachable, then keeps serving", async () => {
    const server = await startTestServer({ webhookUrl: "http://127.0.0.1:9/unreachable" });
    cleanups.push(() => server.close());
    const stripe = sdkFor(server);
    const pi = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    await server.webhooksIdle();
    const [record] = await localEvents(server, `?payment_intent=${pi.id}`);
    expect(record?.status).toBe("failed");
    expect(record?.attempts).toHaveLength(5);
    expect(record?.attempts[0]?.error).toBeTruthy();
    expect((await stripe.paymentIntents.retrieve(pi.id)).id).toBe(pi.id);
  });

  it("resend re-delivers the same event id and body (replay)", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    const [first] = await receiver.waitFor(1);
    const original = verify(stripe, String(first?.rawBody), first?.headers["stripe-signature"]);

    const resent = await postForm(`${server.url}/_local/events/${original.id}/resend`, {});
    expect(resent.status).toBe(200);
    const [, second] = await receiver.waitFor(2);
    const replayed = verify(stripe, String(second?.rawBody), second?.headers["stripe-signature"]);
    expect(replayed.id).toBe(original.id);
    expect(second?.rawBody).toBe(first?.rawBody);
    await server.webhooksIdle();
    const [record] = await localEvents(server, `?payment_intent=${pi.id}`);
    expect(record?.deliveries).toBe(2);

    const missing = await postForm(`${server.url}/_local/events/evt_nope/resend`, {});
    expect(missing.status).toBe(404);
  });

  it("emits arbitrary event types for a PaymentIntent", async () => {
    const { server, receiver, stripe } = await setup();
    const pi = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    await receiver.waitFor(1);
    const emitted = await postForm(`${server.url}/_local/payment_intents/${pi.id}/emit`, {
      type: "payment_intent.processing",
    });
    expect(emitted.status).toBe(200);
    const [, hook] = await receiver.waitFor(2);
    const event = verify(stripe, String(hook?.rawBody), hook?.headers["stripe-signature"]);
    expect(event.type).toBe("payment_intent.processing");
    expect(event.data.object).toMatchObject({ id: pi.id, object: "payment_intent" });

    const unknownPi = await postForm(`${server.url}/_local/payment_intents/pi_nope/emit`, { type: "x.y" });
    expect(unknownPi.status).toBe(404);
    const list = await getJson(`${server.url}/_local/events?type=payment_intent.processing`);
    expect((list.body as { data: unknown[] }).data).toHaveLength(1);
  });
});
