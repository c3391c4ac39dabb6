import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import type { StripeLocalServer } from "./server.js";
import {
  KEYS,
  cardConfirmParams,
  getJson,
  postForm,
  sdkFor,
  startTestServer,
} from "./testing/test-server.js";

let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startTestServer();
  stripe = sdkFor(server);
});

afterAll(async () => {
  await server.close();
});

async function newIntent(
  extra: Partial<Stripe.PaymentIntentCreateParams> = {},
): Promise<Stripe.Response<Stripe.PaymentIntent>> {
  return stripe.paymentIntents.create({
    amount: 4999,
    currency: "eur",
    metadata: { purchaseId: "p_1" },
    ...extra,
  });
}

/** Runs `fn`, expecting the SDK to throw; returns the StripeError. */
async function stripeError(fn: () => Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error("expected the Stripe call to fail");
}

describe("payment intents: create / retrieve / update", () => {
  it("creates and retrieves a PaymentIntent with Stripe's shape", async () => {
    const created = await newIntent({
      description: "Gimbal X3",
      automatic_payment_methods: { enabled: true },
    });
    expect(created).toMatchObject({
      object: "payment_intent",
      amount: 4999,
      amount_received: 0,
      currency: "eur",
      status: "requires_payment_method",
      livemode: false,
      metadata: { purchaseId: "p_1" },
      description: "Gimbal X3",
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      payment_method: null,
      canceled_at: null,
      cancellation_reason: null,
      automatic_payment_methods: { enabled: true },
    });
    expect(created.id).toMatch(/^pi_\w+$/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_\\w+$`));
    expect(Math.abs(created.created - Date.now() / 1000)).toBeLessThan(5);
    expect(created.lastResponse.apiVersion).toBe("2026-10-28.endive");

    const retrieved = await stripe.paymentIntents.retrieve(created.id);
    expect(retrieved.id).toBe(created.id);
    expect(retrieved.metadata).toEqual({ purchaseId: "p_1" });
  });

  it("returns 404 resource_missing for unknown ids", async () => {
    const error = await stripeError(() => stripe.paymentIntents.retrieve("pi_doesnotexist"));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe("resource_missing");
    expect(error.message).toBe("No such payment_intent: 'pi_doesnotexist'");
  });

  it("validates required params like Stripe", async () => {
    const noAmount = await stripeError(() =>
      stripe.paymentIntents.create({ currency: "usd" } as Stripe.PaymentIntentCreateParams),
    );
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.rawType).toBe("invalid_request_error");
    expect(noAmount.param).toBe("amount");
    expect(noAmount.message).toBe("Missing required param: amount.");

    const noCurrency = await stripeError(() =>
      stripe.paymentIntents.create({ amount: 1000 } as Stripe.PaymentIntentCreateParams),
    );
    expect(noCurrency.param).toBe("currency");
    expect(noCurrency.message).toBe("Missing required param: currency.");

    const tooSmall = await stripeError(() => stripe.paymentIntents.create({ amount: 10, currency: "usd" }));
    expect(tooSmall.code).toBe("amount_too_small");

    const unknown = await stripeError(() =>
      stripe.paymentIntents.create({
        amount: 1000,
        currency: "usd",
        colour: "red",
      } as Stripe.PaymentIntentCreateParams),
    );
    expect(unknown.message).toBe("Received unknown parameter: colour");
  });

  it("updates amount and metadata (merge, unset with empty string)", async () => {
    const pi = await newIntent({ metadata: { purchaseId: "p_2", cart: "c_1" } });
    const updated = await stripe.paymentIntents.update(pi.id, {
      amount: 5999,
      metadata: { cart: "", uid: "u_1" },
    });
    expect(updated.amount).toBe(5999);
    expect(updated.metadata).toEqual({ purchaseId: "p_2", uid: "u_1" });
  });
});

describe("update restrictions", () => {
  it("allows metadata but not amount changes after success", async () => {
    const pi = await newIntent();
    await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" });
    const withMetadata = await stripe.paymentIntents.update(pi.id, { metadata: { shipped: "yes" } });
    expect(withMetadata.metadata).toEqual({ purchaseId: "p_1", shipped: "yes" });
    const error = await stripeError(() => stripe.paymentIntents.update(pi.id, { amount: 100 }));
    expect(error.code).toBe("payment_intent_unexpected_state");
  });
});

describe("authentication", () => {
  it("rejects requests without a valid secret key (401)", async () => {
    const wrongKey = sdkFor(server, "sk_test_wrong_key_1234");
    const error = await stripeError(() => wrongKey.paymentIntents.create({ amount: 1000, currency: "usd" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.rawType).toBe("invalid_request_error");
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_\*+1234$/);

    const noKey = await postForm(`${server.url}/v1/payment_intents`, { amount: "1000", currency: "usd" });
    expect(noKey.status).toBe(401);
    expect(noKey.body).toMatchObject({ error: { type: "invalid_request_error" } });
  });

  it("does not allow the publishable key to create PaymentIntents", async () => {
    const publishable = sdkFor(server, KEYS.publishableKey);
    const error = await stripeError(() =>
      publishable.paymentIntents.create({ amount: 1000, currency: "usd" }),
    );
    expect(error.statusCode).toBe(403);
  });
});

describe("idempotency", () => {
  it("replays the stored response for the same key and params", async () => {
    const params = { amount: 2500, currency: "usd", metadata: { purchaseId: "idem-1" } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: "purchase-idem-1" });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: "purchase-idem-1" });
    expect(second.id).toBe(first.id);
    expect(second.client_secret).toBe(first.client_secret);
    expect(second.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(first.lastResponse.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("rejects the same key with different params (idempotency_error)", async () => {
    await stripe.paymentIntents.create(
      { amount: 2500, currency: "usd" },
      { idempotencyKey: "purchase-idem-2" },
    );
    const error = await stripeError(() =>
      stripe.paymentIntents.create({ amount: 2600, currency: "usd" }, { idempotencyKey: "purchase-idem-2" }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.rawType).toBe("idempotency_error");
    expect(error.statusCode).toBe(400);
  });

  it("replays card errors too (same 402, no second charge attempt)", async () => {
    const pi = await newIntent();
    const params = cardConfirmParams({ number: "4000000000000002" });
    const first = await stripeError(() =>
      stripe.paymentIntents.confirm(pi.id, params, { idempotencyKey: `confirm-${pi.id}` }),
    );
    const second = await stripeError(() =>
      stripe.paymentIntents.confirm(pi.id, params, { idempotencyKey: `confirm-${pi.id}` }),
    );
    expect(second.statusCode).toBe(402);
    expect(second.charge).toBe(first.charge);
    expect(second.headers?.["idempotent-replayed"]).toBe("true");
  });
});

describe("confirm with Stripe test cards", () => {
  it("4242 4242 4242 4242 succeeds", async () => {
    const pi = await newIntent();
    const confirmed = await stripe.paymentIntents.confirm(
      pi.id,
      cardConfirmParams(
        { number: "4242 4242 4242 4242" },
        { name: "Ada Lovelace", email: "ada@example.com" },
      ),
    );
    expect(confirmed.status).toBe("succeeded");
    expect(confirmed.amount_received).toBe(4999);
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    expect(confirmed.payment_method).toMatch(/^pm_/);
    expect(confirmed.last_payment_error).toBeNull();

    const pm = await stripe.paymentMethods.retrieve(String(confirmed.payment_method));
    expect(pm.card).toMatchObject({ brand: "visa", last4: "4242" });
    expect(pm.billing_details).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
  });

  it.each([
    ["4000000000000002", "card_declined", "generic_decline", "Your card was declined."],
    ["4000000000009995", "card_declined", "insufficient_funds", "Your card has insufficient funds."],
    ["4000000000000069", "expired_card", "expired_card", "Your card has expired."],
  ])("%s declines with %s / %s", async (number, code, declineCode, message) => {
    const pi = await newIntent();
    const error = await stripeError(() =>
      stripe.paymentIntents.confirm(pi.id, cardConfirmParams({ number })),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error.rawType).toBe("card_error");
    expect(error.code).toBe(code);
    expect(error.decline_code).toBe(declineCode);
    expect(error.message).toBe(message);
    expect(error.payment_intent?.status).toBe("requires_payment_method");

    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe("requires_payment_method");
    expect(after.last_payment_error).toMatchObject({
      type: "card_error",
      code,
      decline_code: declineCode,
      message,
    });
    expect(after.latest_charge).toMatch(/^ch_/);
    expect(after.payment_method).toBeNull();
  });

  it("rejects numbers failing the Luhn check with incorrect_number (PI unchanged)", async () => {
    const pi = await newIntent();
    const error = await stripeError(() =>
      stripe.paymentIntents.confirm(pi.id, cardConfirmParams({ number: "4242424242424241" })),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.code).toBe("incorrect_number");
    expect(error.message).toBe("Your card number is incorrect.");
    expect((await stripe.paymentIntents.retrieve(pi.id)).last_payment_error).toBeNull();
  });

  it("rejects past expiry years with invalid_expiry_year", async () => {
    const pi = await newIntent();
    const error = await stripeError(() =>
      stripe.paymentIntents.confirm(pi.id, cardConfirmParams({ number: "4242424242424242", exp_year: 2019 })),
    );
    expect(error.code).toBe("invalid_expiry_year");
    expect(error.message).toBe("Your card's expiration year is invalid.");
  });

  it("other valid numbers succeed; test PaymentMethods work", async () => {
    const mastercard = await stripe.paymentIntents.confirm(
      (await newIntent()).id,
      cardConfirmParams({ number: "5555555555554444" }),
    );
    expect(mastercard.status).toBe("succeeded");

    const visa = await stripe.paymentIntents.confirm((await newIntent()).id, {
      payment_method: "pm_card_visa",
    });
    expect(visa.status).toBe("succeeded");

    const declined = await stripeError(async () =>
      stripe.paymentIntents.confirm((await newIntent()).id, { payment_method: "pm_card_chargeDeclined" }),
    );
    expect(declined.code).toBe("card_declined");

    const oneShot = await stripe.paymentIntents.create({
      amount: 1500,
      currency: "usd",
      payment_method: "pm_card_visa",
      confirm: true,
    });
    expect(oneShot.status).toBe("succeeded");
  });

  it("refuses to confirm a succeeded or canceled PaymentIntent", async () => {
    const pi = await newIntent();
    await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" });
    const again = await stripeError(() =>
      stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.code).toBe("payment_intent_unexpected_state");
    expect(again.message).toMatch(/already succeeded/);

    const canceled = await newIntent();
    await stripe.paymentIntents.cancel(canceled.id);
    const onCanceled = await stripeError(() =>
      stripe.paymentIntents.confirm(canceled.id, { payment_method: "pm_card_visa" }),
    );
    expect(onCanceled.code).toBe("payment_intent_unexpected_state");
    expect(onCanceled.message).toMatch(/status of canceled/);
  });
});

describe("3-D Secure (4000 0027 6000 3184)", () => {
  async function requiringAction(): Promise<Stripe.PaymentIntent> {
    const pi = await newIntent();
    const confirmed = await stripe.paymentIntents.confirm(
      pi.id,
      cardConfirmParams({ number: "4000002760003184" }),
    );
    expect(confirmed.status).toBe("requires_action");
    expect(confirmed.next_action).toMatchObject({
      type: "use_stripe_sdk",
      use_stripe_sdk: { type: "three_d_secure_redirect" },
    });
    return confirmed;
  }

  it("succeeds after a passed challenge", async () => {
    const pi = await requiringAction();
    const result = await postForm(`${server.url}/v1/payment_intents/${pi.id}/three_d_secure`, {
      key: KEYS.publishableKey,
      client_secret: String(pi.client_secret),
      outcome: "succeed",
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: pi.id, status: "succeeded", next_action: null });
    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe("succeeded");
    expect(after.amount_received).toBe(after.amount);
  });

  it("fails with payment_intent_authentication_failure", async () => {
    const pi = await requiringAction();
    const result = await postForm(
      `${server.url}/v1/payment_intents/${pi.id}/three_d_secure`,
      { outcome: "fail" },
      { Authorization: `Bearer ${KEYS.secretKey}` },
    );
    expect(result.status).toBe(200);
    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe("requires_payment_method");
    expect(after.last_payment_error).toMatchObject({
      code: "payment_intent_authentication_failure",
      message:
        "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    });
  });

  it("rejects a wrong client_secret", async () => {
    const pi = await requiringAction();
    const result = await postForm(`${server.url}/v1/payment_intents/${pi.id}/three_d_secure`, {
      key: KEYS.publishableKey,
      client_secret: `${pi.id}_secret_wrong`,
      outcome: "succeed",
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { param: "client_secret" } });
  });
});

describe("cancel", () => {
  it("cancels with a reason and refuses to cancel a succeeded PaymentIntent", async () => {
    const pi = await newIntent();
    const canceled = await stripe.paymentIntents.cancel(pi.id, { cancellation_reason: "abandoned" });
    expect(canceled.status).toBe("canceled");
    expect(canceled.cancellation_reason).toBe("abandoned");
    expect(canceled.canceled_at).toBeGreaterThan(0);

    const paid = await newIntent();
    await stripe.paymentIntents.confirm(paid.id, { payment_method: "pm_card_visa" });
    const error = await stripeError(() => stripe.paymentIntents.cancel(paid.id));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe("payment_intent_unexpected_state");
  });
});

describe("client-side (publishable key) calls", () => {
  it("retrieves and confirms with the client secret, with CORS headers and a reduced object", async () => {
    const pi = await newIntent();
    const secret = String(pi.client_secret);
    const retrieved = await getJson(
      `${server.url}/v1/payment_intents/${pi.id}?key=${KEYS.publishableKey}&client_secret=${encodeURIComponent(secret)}`,
      { headers: { Origin: "http://localhost:5173" } },
    );
    expect(retrieved.status).toBe(200);
    expect(retrieved.headers.get("access-control-allow-origin")).toBe("*");
    expect(retrieved.body).toMatchObject({ id: pi.id, status: "requires_payment_method", amount: 4999 });
    expect(retrieved.body).not.toHaveProperty("metadata");

    const withoutSecret = await getJson(
      `${server.url}/v1/payment_intents/${pi.id}?key=${KEYS.publishableKey}`,
    );
    expect(withoutSecret.status).toBe(400);

    const confirmed = await postForm(
      `${server.url}/v1/payment_intents/${pi.id}/confirm`,
      {
        client_secret: secret,
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": "4242424242424242",
        "payment_method_data[card][exp_month]": "12",
        "payment_method_data[card][exp_year]": String(new Date().getUTCFullYear() + 1),
        "payment_method_data[card][cvc]": "123",
        "payment_method_data[billing_details][name]": "Grace Hopper",
      },
      { Authorization: `Bearer ${KEYS.publishableKey}` },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "succeeded" });

    const preflight = await fetch(`${server.url}/v1/payment_intents/${pi.id}/confirm`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/authorization/i);
  });

  it("creates a PaymentMethod with the publishable key, then confirms with it; errors stay reduced", async () => {
    const pk = { Authorization: `Bearer ${KEYS.publishableKey}` };
    const pm = await postForm(
      `${server.url}/v1/payment_methods`,
      {
        type: "card",
        "card[number]": "4000 0000 0000 0002",
        "card[exp_month]": "4",
        "card[exp_year]": String(new Date().getUTCFullYear() + 4),
        "card[cvc]": "314",
      },
      pk,
    );
    expect(pm.status).toBe(200);
    expect(pm.body).toMatchObject({ object: "payment_method", card: { brand: "visa", last4: "0002" } });
    const pi = await newIntent();
    const declined = await postForm(
      `${server.url}/v1/payment_intents/${pi.id}/confirm`,
      { client_secret: String(pi.client_secret), payment_method: (pm.body as { id: string }).id },
      pk,
    );
    expect(declined.status).toBe(402);
    const error = (declined.body as { error: { code: string; payment_intent: Record<string, unknown> } })
      .error;
    expect(error.code).toBe("card_declined");
    expect(error.payment_intent).toMatchObject({ id: pi.id, status: "requires_payment_method" });
    expect(error.payment_intent).not.toHaveProperty("metadata");
  });

  it("answers unknown routes with a Stripe-style 404", async () => {
    const result = await getJson(`${server.url}/v1/nope`, {
      headers: { Authorization: `Bearer ${KEYS.secretKey}` },
    });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ error: { type: "invalid_request_error" } });
    expect((await getJson(`${server.url}/_local/health`)).body).toEqual({ ok: true });
  });
});
