/** `/_local/faults` (issue 54): errors, held requests and their clearing, as the real SDK sees them. */
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { StripeLocalServer } from "./server.js";
import { KEYS, getJson, postForm, sdkFor, startTestServer } from "./testing/test-server.js";

let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startTestServer();
  stripe = sdkFor(server);
});
afterEach(async () => {
  await getJson(`${server.url}/_local/faults`, { method: "DELETE" });
});
afterAll(async () => {
  await server.close();
});

const addFault = (fields: Record<string, string>) => postForm(`${server.url}/_local/faults`, fields);

describe("/_local/faults", () => {
  it("answers a chosen status under a path prefix, leaves other paths alone, and is cleared by DELETE", async () => {
    const added = await addFault({ path: "/v1/tax/", status: "500", seconds: "60" });
    expect(added.status).toBe(200);
    expect((added.body as { data: { path: string; status: number }[] }).data).toEqual([
      expect.objectContaining({ path: "/v1/tax/", status: 500 }),
    ]);
    const failed = await stripe.tax.calculations
      .create({
        currency: "usd",
        line_items: [{ amount: 1000, reference: "l1" }],
        customer_details: { address: { country: "US", postal_code: "10001", state: "NY" } },
      })
      .catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((failed as Stripe.errors.StripeError).statusCode).toBe(500);
    // Payments are not under the prefix.
    await expect(stripe.paymentIntents.create({ amount: 500, currency: "usd" })).resolves.toMatchObject({
      amount: 500,
    });
    const cleared = await getJson(`${server.url}/_local/faults`, { method: "DELETE" });
    expect(cleared.body).toEqual({ object: "list", data: [] });
  });

  it("holds a request it hangs; once cleared the request is done, and a retry with its key gets the same object", async () => {
    await addFault({ path: "/v1/payment_intents", hang: "true", seconds: "120" });
    const impatient = new Stripe(KEYS.secretKey, {
      host: "127.0.0.1",
      port: server.port,
      protocol: "http",
      maxNetworkRetries: 0,
      timeout: 300,
    });
    const key = `faults-test-${Date.now()}`;
    const params = { amount: 777, currency: "usd", metadata: { faultsTest: key } };
    const timedOut = await impatient.paymentIntents
      .create(params, { idempotencyKey: key })
      .catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    const listed = await getJson(`${server.url}/_local/faults`);
    expect((listed.body as { data: unknown[] }).data).toHaveLength(1);
    await getJson(`${server.url}/_local/faults`, { method: "DELETE" });
    // The held create goes on after the clear (as a resumed server would); the retry replays it.
    const retried = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    const all = await stripe.paymentIntents.list({ limit: 100 });
    expect(all.data.filter((pi) => pi.metadata.faultsTest === key).map((pi) => pi.id)).toEqual([retried.id]);
  });

  it("touches only the requests that contain its match", async () => {
    await addFault({ path: "/v1/payment_intents", status: "503", match: "customer-under-test" });
    await expect(stripe.paymentIntents.create({ amount: 400, currency: "usd" })).resolves.toMatchObject({
      amount: 400,
    });
    const failed = await stripe.paymentIntents
      .create({ amount: 400, currency: "usd", metadata: { userId: "customer-under-test" } })
      .catch((e: unknown) => e);
    expect((failed as Stripe.errors.StripeError).statusCode).toBe(503);
  });

  it("adds latency and then answers normally", async () => {
    await addFault({ path: "/v1/payment_intents", latency_ms: "50", seconds: "5" });
    await expect(stripe.paymentIntents.create({ amount: 300, currency: "usd" })).resolves.toMatchObject({
      amount: 300,
    });
  });

  it("refuses a fault that says nothing to do or a status that is not an error", async () => {
    expect((await addFault({ path: "/v1/" })).status).toBe(400);
    expect((await addFault({ path: "/v1/", status: "200" })).status).toBe(400);
    expect((await addFault({ path: "v1", status: "500" })).status).toBe(400);
  });
});
