/**
 * Listing as Stripe does, for reconciliation: `GET /v1/payment_intents` and `GET /v1/refunds` with
 * `created` ranges, `limit` and cursors, through the real `stripe` Node SDK (auto-pagination
 * included), and the `/_local/clock` that plants objects on given days.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StripeLocalServer } from "./server.js";
import {
  KEYS,
  cardConfirmParams,
  getJson,
  postForm,
  sdkFor,
  startReceiver,
  startTestServer,
  type Receiver,
} from "./testing/test-server.js";

/** 2026-03-01T00:00:00Z and the days around it. */
const DAY = 86_400;
const MARCH_1 = Date.UTC(2026, 2, 1) / 1000;
const MARCH_2 = MARCH_1 + DAY;

let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startTestServer();
  stripe = sdkFor(server);
});
afterAll(() => server.close());
beforeEach(async () => {
  expect((await postForm(`${server.url}/_local/reset`, {})).status).toBe(200);
});

async function setClock(now: number | ""): Promise<void> {
  const { status } = await postForm(`${server.url}/_local/clock`, { now: String(now) });
  expect(status).toBe(200);
}

/** A PaymentIntent created at `created` (unix seconds), optionally paid. */
async function paymentAt(created: number, paid = false): Promise<Stripe.PaymentIntent> {
  await setClock(created);
  const pi = await stripe.paymentIntents.create({ amount: 1000 + (created % 1000), currency: "usd" });
  if (!paid) return pi;
  return stripe.paymentIntents.confirm(pi.id, cardConfirmParams({ number: "4242424242424242" }));
}

async function allPaymentIntents(params: Stripe.PaymentIntentListParams): Promise<string[]> {
  const ids: string[] = [];
  for await (const pi of stripe.paymentIntents.list(params)) ids.push(pi.id);
  return ids;
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

describe("GET /v1/payment_intents", () => {
  it("filters by created, inclusive at gte/lte and exclusive at gt/lt, newest first", async () => {
    const before = await paymentAt(MARCH_1 - 1);
    const first = await paymentAt(MARCH_1);
    const noon = await paymentAt(MARCH_1 + DAY / 2);
    const last = await paymentAt(MARCH_2 - 1);
    const after = await paymentAt(MARCH_2);
    expect([before, first, noon, last, after].map((pi) => pi.created)).toEqual([
      MARCH_1 - 1,
      MARCH_1,
      MARCH_1 + DAY / 2,
      MARCH_2 - 1,
      MARCH_2,
    ]);

    const day = await stripe.paymentIntents.list({ created: { gte: MARCH_1, lte: MARCH_2 - 1 } });
    expect(day).toMatchObject({ object: "list", has_more: false, url: "/v1/payment_intents" });
    expect(day.data.map((pi) => pi.id)).toEqual([last.id, noon.id, first.id]);

    const open = await stripe.paymentIntents.list({ created: { gt: MARCH_1, lt: MARCH_2 - 1 } });
    expect(open.data.map((pi) => pi.id)).toEqual([noon.id]);

    const exact = await stripe.paymentIntents.list({ created: MARCH_2 });
    expect(exact.data.map((pi) => pi.id)).toEqual([after.id]);

    const everything = await stripe.paymentIntents.list();
    expect(everything.data.map((pi) => pi.id)).toEqual([after, last, noon, first, before].map((p) => p.id));
  });

  it("auto-paginates a range through the SDK with no gap or repeat, ties in the same second included", async () => {
    const created: Stripe.PaymentIntent[] = [];
    // Three in one second (ties), then one a minute for five minutes, plus one outside the range.
    for (let i = 0; i < 3; i += 1) created.push(await paymentAt(MARCH_1 + 60));
    for (let i = 2; i <= 6; i += 1) created.push(await paymentAt(MARCH_1 + 60 * i, i % 2 === 0));
    await paymentAt(MARCH_1 + 60 * 7);

    const newestFirst = created.map((pi) => pi.id).reverse();
    const seen = await allPaymentIntents({ created: { gte: MARCH_1, lte: MARCH_1 + 60 * 6 }, limit: 3 });
    expect(seen).toEqual(newestFirst);
    expect(new Set(seen).size).toBe(seen.length);

    // The pages themselves: 3 + 3 + 2, has_more on all but the last.
    const range = { gte: MARCH_1, lte: MARCH_1 + 60 * 6 };
    const page1 = await stripe.paymentIntents.list({ created: range, limit: 3 });
    const page2 = await stripe.paymentIntents.list({
      created: range,
      limit: 3,
      starting_after: page1.data[2]?.id,
    });
    const page3 = await stripe.paymentIntents.list({
      created: range,
      limit: 3,
      starting_after: page2.data[2]?.id,
    });
    expect([page1, page2, page3].map((p) => [p.data.length, p.has_more])).toEqual([
      [3, true],
      [3, true],
      [2, false],
    ]);
    expect([...page1.data, ...page2.data, ...page3.data].map((pi) => pi.id)).toEqual(newestFirst);

    // ending_before pages back towards the newest: the 3 just before page3, newest first.
    const back = await stripe.paymentIntents.list({
      created: range,
      limit: 3,
      ending_before: page3.data[0]?.id,
    });
    expect(back.data.map((pi) => pi.id)).toEqual(page2.data.map((pi) => pi.id));
    expect(back.has_more).toBe(true);
    const top = await stripe.paymentIntents.list({
      created: range,
      limit: 3,
      ending_before: page2.data[0]?.id,
    });
    expect(top.data.map((pi) => pi.id)).toEqual(page1.data.map((pi) => pi.id));
    expect(top.has_more).toBe(false);
  });

  it("answers an empty list for a range with nothing in it", async () => {
    await paymentAt(MARCH_1);
    const list = await stripe.paymentIntents.list({ created: { gte: MARCH_2, lte: MARCH_2 + DAY - 1 } });
    expect(list).toMatchObject({ object: "list", data: [], has_more: false });
    expect(await allPaymentIntents({ created: { gt: MARCH_1 }, limit: 3 })).toEqual([]);
    expect((await stripe.paymentIntents.list({ created: { gte: MARCH_1 + 1, lte: MARCH_1 } })).data).toEqual(
      [],
    );
  });

  it("answers bad list parameters with Stripe's 400 invalid_request_error", async () => {
    const pi = await paymentAt(MARCH_1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ limit: 0 }, "limit"],
      [{ limit: 101 }, "limit"],
      [{ created: { gte: "yesterday" } }, "created[gte]"],
      [{ created: { after: MARCH_1 } }, "created[after]"],
      [{ starting_after: "pi_unknown" }, "starting_after"],
      [{ starting_after: pi.id, ending_before: pi.id }, "ending_before"],
      [{ colour: "red" }, "colour"],
    ];
    for (const [params, param] of cases) {
      const error = await stripeError(stripe.paymentIntents.list(params as Stripe.PaymentIntentListParams));
      expect(error, JSON.stringify(params)).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect({ status: error.statusCode, param: error.param }).toEqual({ status: 400, param });
    }
    const raw = await getJson(`${server.url}/v1/payment_intents?limit=1000`, {
      headers: { Authorization: `Bearer ${KEYS.secretKey}` },
    });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual({
      error: {
        type: "invalid_request_error",
        code: "parameter_invalid_integer",
        doc_url: "https://stripe.com/docs/error-codes/parameter-invalid-integer",
        message: "This value must be less than or equal to 100.",
        param: "limit",
      },
    });
  });

  it("accepts 100 and defaults to 10", async () => {
    for (let i = 0; i < 12; i += 1) await paymentAt(MARCH_1 + i);
    const byDefault = await stripe.paymentIntents.list();
    expect([byDefault.data.length, byDefault.has_more]).toEqual([10, true]);
    const max = await stripe.paymentIntents.list({ limit: 100 });
    expect([max.data.length, max.has_more]).toEqual([12, false]);
  });
});

describe("GET /v1/refunds", () => {
  it("lists refunds by created range and payment_intent, paginating through the SDK", async () => {
    const a = await paymentAt(MARCH_1 - DAY, true);
    const b = await paymentAt(MARCH_1 - DAY, true);
    const refunds: Stripe.Refund[] = [];
    for (const [i, pi] of [a, b, a, b, a].entries()) {
      await setClock(MARCH_1 + i * 3600);
      refunds.push(await stripe.refunds.create({ payment_intent: pi.id, amount: 100 }));
    }
    await setClock(MARCH_2);
    const late = await stripe.refunds.create({ payment_intent: b.id, amount: 100 });
    expect(refunds.map((r) => r.created)).toEqual([0, 1, 2, 3, 4].map((i) => MARCH_1 + i * 3600));

    const onMarch1: string[] = [];
    for await (const refund of stripe.refunds.list({ created: { gte: MARCH_1, lt: MARCH_2 }, limit: 2 })) {
      onMarch1.push(refund.id);
    }
    expect(onMarch1).toEqual(refunds.map((r) => r.id).reverse());

    const ofA = await stripe.refunds.list({ payment_intent: a.id, created: { lte: MARCH_1 + 2 * 3600 } });
    expect(ofA).toMatchObject({ object: "list", has_more: false, url: "/v1/refunds" });
    expect(ofA.data.map((r) => r.id)).toEqual([refunds[2]?.id, refunds[0]?.id]);

    const ofB = await stripe.refunds.list({ payment_intent: b.id, limit: 1 });
    expect([ofB.data[0]?.id, ofB.has_more]).toEqual([late.id, true]);
    const next = await stripe.refunds.list({ payment_intent: b.id, limit: 5, starting_after: late.id });
    expect(next.data.map((r) => r.id)).toEqual([refunds[3]?.id, refunds[1]?.id]);

    expect((await stripe.refunds.list({ created: { gt: MARCH_2 } })).data).toEqual([]);
    const error = await stripeError(stripe.refunds.list({ created: { lte: "noon" as unknown as number } }));
    expect({ status: error.statusCode, param: error.param }).toEqual({ status: 400, param: "created[lte]" });
  });
});

describe("/_local/clock", () => {
  let receiver: Receiver;
  let hooked: StripeLocalServer;
  beforeAll(async () => {
    receiver = await startReceiver();
    hooked = await startTestServer({ webhookUrl: receiver.url });
  });
  afterAll(async () => {
    await hooked.close();
    await receiver.close();
  });

  it("sets, advances and frees the clock; objects and events take its time, signatures real time", async () => {
    const hookedStripe = sdkFor(hooked);
    const set = await postForm(`${hooked.url}/_local/clock`, { now: String(MARCH_1) });
    expect(set.body).toEqual({ object: "clock", now: MARCH_1, frozen: true });
    const pi = await hookedStripe.paymentIntents.create({ amount: 1500, currency: "usd" });
    expect(pi.created).toBe(MARCH_1);

    const advanced = await postForm(`${hooked.url}/_local/clock`, { advance: "90" });
    expect(advanced.body).toEqual({ object: "clock", now: MARCH_1 + 90, frozen: true });
    const paid = await hookedStripe.paymentIntents.confirm(
      pi.id,
      cardConfirmParams({ number: "4242424242424242" }),
    );
    const charge = await hookedStripe.charges.retrieve(paid.latest_charge as string);
    expect(charge.created).toBe(MARCH_1 + 90);

    const hooks = await receiver.waitFor(2);
    const events = hooks.map((hook) =>
      hookedStripe.webhooks.constructEvent(
        hook.rawBody,
        String(hook.headers["stripe-signature"]),
        KEYS.webhookSecret,
      ),
    );
    expect(events.map((e) => [e.type, e.created])).toEqual([
      ["payment_intent.created", MARCH_1],
      ["payment_intent.succeeded", MARCH_1 + 90],
    ]);

    const freed = await postForm(`${hooked.url}/_local/clock`, { now: "" });
    const body = freed.body as { now: number; frozen: boolean };
    expect(body.frozen).toBe(false);
    expect(Math.abs(body.now - Date.now() / 1000)).toBeLessThan(5);
    const later = await hookedStripe.paymentIntents.create({ amount: 1500, currency: "usd" });
    expect(later.created).toBeGreaterThan(MARCH_2);
  });

  it("rejects a clock value that is not an integer, and /_local/reset frees the clock", async () => {
    const bad = await postForm(`${hooked.url}/_local/clock`, { now: "tomorrow" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { type: "invalid_request_error", param: "now" } });
    await postForm(`${hooked.url}/_local/clock`, { now: String(MARCH_1) });
    await postForm(`${hooked.url}/_local/reset`, {});
    const { body } = await getJson(`${hooked.url}/_local/clock`);
    expect(body).toMatchObject({ object: "clock", frozen: false });
  });
});
