import { beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { signWebhookPayload } from "@shop/stripe-local";
import { createCustomer, type TestUser } from "../support/auth.js";
import { functionUrl } from "../../scripts/lib/emulators.js";
import { P, STRIPE_LOCAL } from "../support/env.js";
import {
  SETTLE,
  SLOW_EMULATOR_MS,
  adminDb,
  api,
  createUnpaidPurchase,
  emitEvent,
  localEvent,
  localEvents,
  paymentIntentIdOf,
  readOrderOf,
  readPayment,
  readPurchase,
  resendEvent,
  stripe,
  stripeEventProcessed,
  webhooksSettled,
} from "../support/payments.js";

const WEBHOOK_URL = functionUrl(P, "stripeWebhook");

let owner: TestUser;
beforeAll(async () => {
  owner = await createCustomer("Test Customer");
});

async function intentFor(purchaseId: string): Promise<string> {
  const res = await api<{ clientSecret: string }>("/create-payment-intent", {
    method: "POST",
    user: owner,
    body: { purchaseId },
  });
  expect(res.status).toBe(200);
  return paymentIntentIdOf(res.body.clientSecret);
}

async function paidThroughWebhookOnly(purchaseId: string): Promise<string> {
  const piId = await intentFor(purchaseId);
  await stripe.paymentIntents.confirm(piId, { payment_method: "pm_card_visa" });
  await expect.poll(async () => (await readPurchase(purchaseId)).state, SETTLE).toBe("paid");
  await expect.poll(() => webhooksSettled(piId), SETTLE).toBe(true);
  return piId;
}

/** A payment_intent.succeeded event for this purchase that Stripe never sent. */
function forgedSucceededEvent(purchaseId: string, priceCents: number): string {
  return JSON.stringify({
    id: `evt_forged${Date.now()}`,
    object: "event",
    type: "payment_intent.succeeded",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: "pi_forged123",
        object: "payment_intent",
        status: "succeeded",
        amount: priceCents,
        currency: "usd",
        metadata: { purchaseId, userId: owner.uid },
        last_payment_error: null,
      },
    },
  });
}

function postWebhook(payload: string, signature?: string): Promise<Response> {
  return fetch(WEBHOOK_URL, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(signature === undefined ? {} : { "Stripe-Signature": signature }),
    },
    body: payload,
  });
}

describe("stripeWebhook", { timeout: SLOW_EMULATOR_MS }, () => {
  it("marks a purchase paid from payment_intent.succeeded alone (the customer closed the tab)", async () => {
    const purchaseId = await createUnpaidPurchase(owner, { priceCents: 3_300 });
    const piId = await paidThroughWebhookOnly(purchaseId);
    expect(await readPurchase(purchaseId)).toMatchObject({ paid: true, transactionId: piId });
    expect(await readPayment(purchaseId)).toMatchObject({
      product: purchaseId,
      priceCents: 3_300,
      transactionId: piId,
    });
    const [succeeded] = await localEvents(piId, "payment_intent.succeeded");
    expect(succeeded?.status).toBe("succeeded");
    expect(await stripeEventProcessed(succeeded?.id ?? "")).toBe(true);
  });

  it("answers 400 to a missing or wrong signature and changes nothing", async () => {
    const purchaseId = await createUnpaidPurchase(owner, { priceCents: 2_000 });
    const payload = forgedSucceededEvent(purchaseId, 2_000);

    const unsigned = await postWebhook(payload);
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe("bad-request");
    const wrongSecret = await postWebhook(payload, signWebhookPayload(payload, "whsec_not_the_secret"));
    expect(wrongSecret.status).toBe(400);
    const tampered = await postWebhook(
      payload.replace('"amount":2000', '"amount":2001'),
      signWebhookPayload(payload, STRIPE_LOCAL.webhookSecret),
    );
    expect(tampered.status).toBe(400);

    expect(await readPurchase(purchaseId)).toMatchObject({
      state: "unpaid",
      paid: false,
      transactionId: null,
    });
    expect(await readPayment(purchaseId)).toBeUndefined();

    // The same bytes correctly signed are accepted: only the signature made the difference.
    const signed = await postWebhook(payload, signWebhookPayload(payload, STRIPE_LOCAL.webhookSecret));
    expect(signed.status).toBe(200);
    expect(await readPurchase(purchaseId)).toMatchObject({ state: "paid", transactionId: "pi_forged123" });
  });

  it("accepts only POST", async () => {
    const res = await fetch(WEBHOOK_URL);
    expect(res.status).toBe(405);
  });

  it("records a card failure on the unpaid purchase, and a replayed event does nothing", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await intentFor(purchaseId);
    await expect(
      stripe.paymentIntents.confirm(piId, { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect
      .poll(async () => (await readPurchase(purchaseId)).lastPaymentError, SETTLE)
      .toBe("Your card was declined.");
    expect(await readPurchase(purchaseId)).toMatchObject({ state: "unpaid", paid: false });

    // Clear it, then have Stripe deliver the very same event again: it was processed, so nothing.
    const [failed] = await localEvents(piId, "payment_intent.payment_failed");
    expect(failed).toBeDefined();
    await adminDb().collection("purchases").doc(purchaseId).update({ lastPaymentError: null });
    await resendEvent(failed?.id ?? "");
    await expect
      .poll(async () => {
        const record = await localEvent(failed?.id ?? "");
        return record.deliveries === 2 && record.status === "succeeded";
      }, SETTLE)
      .toBe(true);
    expect((await readPurchase(purchaseId)).lastPaymentError).toBeNull();
  });

  it("processes a replayed payment_intent.succeeded once", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await paidThroughWebhookOnly(purchaseId);
    const before = await readPurchase(purchaseId);
    const payment = await readPayment(purchaseId);
    const [succeeded] = await localEvents(piId, "payment_intent.succeeded");
    await resendEvent(succeeded?.id ?? "");
    await expect
      .poll(async () => {
        const record = await localEvent(succeeded?.id ?? "");
        return record.deliveries === 2 && record.status === "succeeded";
      }, SETTLE)
      .toBe(true);
    const after = await readPurchase(purchaseId);
    expect(after.history).toHaveLength(before.history.length);
    expect(after.updatedAt?.toMillis()).toBe(before.updatedAt?.toMillis());
    expect((await readPayment(purchaseId))?.createdAt.toMillis()).toBe(payment?.createdAt.toMillis());
  });

  it("never moves a paid purchase backwards: a late failure or cancel event leaves it paid", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await paidThroughWebhookOnly(purchaseId);
    const failed = await emitEvent(piId, "payment_intent.payment_failed");
    const canceled = await emitEvent(piId, "payment_intent.canceled");
    for (const id of [failed.id, canceled.id]) {
      await expect.poll(async () => (await localEvent(id)).status, SETTLE).toBe("succeeded");
    }
    expect(await readPurchase(purchaseId)).toMatchObject({
      state: "paid",
      paid: true,
      transactionId: piId,
      paymentIntentId: piId,
    });
    expect((await readPurchase(purchaseId)).lastPaymentError ?? null).toBeNull();
    expect(await stripeEventProcessed(failed.id)).toBe(true);
  });

  it("acknowledges event types it does not act on with 2xx", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await intentFor(purchaseId);
    const other = await emitEvent(piId, "payment_intent.amount_capturable_updated");
    await expect.poll(async () => (await localEvent(other.id)).status, SETTLE).toBe("succeeded");
    const record = await localEvent(other.id);
    expect(record.attempts.at(-1)?.status_code).toBe(200);
    expect(await readPurchase(purchaseId)).toMatchObject({ state: "unpaid" });
    expect(await readOrderOf(purchaseId)).toMatchObject({ state: "unpaid", paymentIntentId: piId });
  });

  it("forgets a cancelled PaymentIntent on the unpaid purchase's order", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await intentFor(purchaseId);
    expect((await readOrderOf(purchaseId)).paymentIntentId).toBe(piId);
    await stripe.paymentIntents.cancel(piId);
    await expect.poll(async () => (await readOrderOf(purchaseId)).paymentIntentId, SETTLE).toBeNull();
    expect((await readPurchase(purchaseId)).state).toBe("unpaid");
  });
});
