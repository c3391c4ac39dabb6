/**
 * Planted payments (`POST /_local/planted_payments`) as the real `stripe` SDK then sees them: their
 * own ids and times, a Charge and balance transactions, refunds; no webhook; planting twice
 * plants once; refused without the secret key or with numbers that cannot be.
 */
import type Stripe from "stripe";
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
} from "./testing/test-server.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(): Promise<{ server: StripeLocalServer; stripe: Stripe }> {
  const receiver = await startReceiver();
  cleanups.push(() => receiver.close());
  const server = await startTestServer({ webhookUrl: receiver.url });
  cleanups.push(() => server.close());
  return { server, stripe: sdkFor(server) };
}

const MARCH_1 = Date.UTC(2026, 2, 1, 12) / 1000;
const HOUR = 3600;
const SALE = {
  id: "pi_sale_demo-sale-01",
  amount: "59700",
  currency: "usd",
  created: String(MARCH_1),
  paid_at: String(MARCH_1 + 600),
  "metadata[orderId]": "demo-sale-01",
  "refunds[0][id]": "re_sale_demo-sale-01",
  "refunds[0][amount]": "2000",
  "refunds[0][created]": String(MARCH_1 + 26 * HOUR),
};

function plant(server: StripeLocalServer, fields: Record<string, string>, key: string = KEYS.secretKey) {
  return postForm(`${server.url}/_local/planted_payments`, fields, { Authorization: `Bearer ${key}` });
}

describe("POST /_local/planted_payments", () => {
  it("plants a paid PaymentIntent, its Charge, refund and balance transactions at their own times", async () => {
    const { server, stripe } = await setup();
    const res = await plant(server, SALE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const pi = await stripe.paymentIntents.retrieve(SALE.id);
    expect(pi).toMatchObject({
      status: "succeeded",
      amount: 59_700,
      amount_received: 59_700,
      currency: "usd",
      created: MARCH_1,
      metadata: { orderId: "demo-sale-01" },
    });
    const charge = await stripe.charges.retrieve(String(pi.latest_charge));
    expect(charge).toMatchObject({
      status: "succeeded",
      created: MARCH_1 + 600,
      amount: 59_700,
      amount_refunded: 2000,
      refunded: false,
      payment_intent: SALE.id,
    });
    const refund = await stripe.refunds.retrieve("re_sale_demo-sale-01");
    expect(refund).toMatchObject({
      amount: 2000,
      status: "succeeded",
      created: MARCH_1 + 26 * HOUR,
      payment_intent: SALE.id,
      charge: charge.id,
    });

    // Its day's lists hold it; the next day's hold the refund only.
    const day = { gte: MARCH_1 - 12 * HOUR, lt: MARCH_1 + 12 * HOUR };
    const next = { gte: MARCH_1 + 12 * HOUR, lt: MARCH_1 + 36 * HOUR };
    expect((await stripe.paymentIntents.list({ created: day })).data.map((p) => p.id)).toEqual([SALE.id]);
    expect((await stripe.refunds.list({ created: day })).data).toEqual([]);
    expect((await stripe.refunds.list({ created: next })).data.map((r) => r.id)).toEqual([refund.id]);

    const txns = await stripe.balanceTransactions.list({ limit: 10 });
    expect(txns.data.map((t) => [t.type, t.amount, t.fee, t.net, t.created, t.source])).toEqual([
      ["refund", -2000, 0, -2000, MARCH_1 + 26 * HOUR, refund.id],
      ["charge", 59_700, 1761, 57_939, MARCH_1 + 600, charge.id],
    ]);
    expect((await stripe.balanceTransactions.retrieve(String(charge.balance_transaction))).source).toBe(
      charge.id,
    );
    // Planted payments happened before: the shop recorded them, no webhook tells it again.
    expect(await localEvents(server)).toEqual([]);
  });

  it("plants once: a second planting adds only refunds it did not know", async () => {
    const { server, stripe } = await setup();
    expect((await plant(server, SALE)).status).toBe(200);
    const again = await plant(server, {
      ...SALE,
      "refunds[1][id]": "re_sale_demo-sale-01-b",
      "refunds[1][amount]": "57700",
      "refunds[1][created]": String(MARCH_1 + 50 * HOUR),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await stripe.paymentIntents.list({ limit: 100 })).data).toHaveLength(1);
    const refunds = await stripe.refunds.list({ payment_intent: SALE.id });
    expect(refunds.data.map((r) => r.amount)).toEqual([57_700, 2000]);
    const charge = await stripe.charges.retrieve(
      String((await stripe.paymentIntents.retrieve(SALE.id)).latest_charge),
    );
    expect(charge).toMatchObject({ amount_refunded: 59_700, refunded: true });
  });

  it("refuses another amount for a planted id, refunds beyond the payment, and callers without the secret key (403 publishable, 401 none)", async () => {
    const { server } = await setup();
    expect((await plant(server, SALE)).status).toBe(200);
    const other = await plant(server, { ...SALE, amount: "60000" });
    expect(other).toMatchObject({
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          param: "id",
          message: "PaymentIntent pi_sale_demo-sale-01 is already planted with another amount or currency.",
        },
      },
    });
    const tooMuch = await plant(server, { ...SALE, id: "pi_sale_x", "refunds[0][amount]": "59701" });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: {
        error: { param: "refunds", message: "The refunds (59701) are more than the payment (59700)." },
      },
    });
    const early = await plant(server, { ...SALE, id: "pi_sale_y", "refunds[0][created]": String(MARCH_1) });
    expect(early).toMatchObject({
      status: 400,
      body: {
        error: {
          param: "refunds[0][created]",
          message: `This value must be greater than or equal to ${MARCH_1 + 600}.`,
        },
      },
    });
    expect((await plant(server, { ...SALE, id: "ch_nope" })).body).toMatchObject({
      error: { param: "id", message: "Invalid id: ch_nope (expected pi_ and letters, digits, _ or -)" },
    });
    expect((await plant(server, SALE, KEYS.publishableKey)).status).toBe(403);
    const anonymous = await postForm(`${server.url}/_local/planted_payments`, SALE);
    expect(anonymous.status).toBe(401);
  });

  it("gives a real payment and its refund their balance transactions too", async () => {
    const { stripe } = await setup();
    const created = await stripe.paymentIntents.create({ amount: 1000, currency: "usd" });
    const pi = await stripe.paymentIntents.confirm(
      created.id,
      cardConfirmParams({ number: "4242424242424242" }),
    );
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 400 });
    const charge = await stripe.charges.retrieve(String(pi.latest_charge));
    const byId = async (id: unknown) => stripe.balanceTransactions.retrieve(String(id));
    expect(await byId(charge.balance_transaction)).toMatchObject({ amount: 1000, fee: 59, net: 941 });
    expect(await byId(refund.balance_transaction)).toMatchObject({ amount: -400, fee: 0, type: "refund" });
  });
});
