import { beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { PAYMENT_MESSAGES } from "@shop/domain";
import { createCustomer, type TestUser } from "../support/auth.js";
import { API_URL } from "../support/env.js";
import {
  api,
  createTestProduct,
  createUnpaidPurchase,
  orderThroughApi,
  paymentIntentIdOf,
  readPayment,
  readOrderOf,
  readPurchase,
  SETTLE,
  SLOW_EMULATOR_MS,
  stripe,
  webhooksSettled,
} from "../support/payments.js";

interface IntentAnswer {
  clientSecret: string;
  amountCents: number;
}
interface ErrorAnswer {
  error: { code: string; message: string };
}

let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([createCustomer("Test Customer"), createCustomer("Someone Else")]);
});

async function intentFor(purchaseId: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await api<IntentAnswer>("/create-payment-intent", {
    method: "POST",
    user: owner,
    body: { purchaseId, ...body },
  });
  expect(res.status).toBe(200);
  return paymentIntentIdOf(res.body.clientSecret);
}

/** Pays the purchase's PaymentIntent server-side with a test card, like the browser would. */
async function payWithVisa(purchaseId: string): Promise<string> {
  const id = await intentFor(purchaseId);
  const pi = await stripe.paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
  expect(pi.status).toBe("succeeded");
  return id;
}

/**
 * The Functions emulator serves concurrent requests with one worker process each; starting ten
 * on a busy machine can outlast Hosting's proxy timeout. Start them first (answers ignored), so
 * the concurrent calls below exercise the code, not the emulator's process start-up.
 */
async function warmUpApiWorkers(count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, () => fetch(`${API_URL}/products?pageSize=1`).catch(() => null)),
  );
}

describe("POST /create-payment-intent", { timeout: SLOW_EMULATOR_MS }, () => {
  it("charges the purchase's own price whatever price or amount the request carries", async () => {
    const purchaseId = await createUnpaidPurchase(owner, { priceCents: 12_345 });
    const res = await api<IntentAnswer>("/create-payment-intent", {
      method: "POST",
      user: owner,
      body: { purchaseId, price: 1, amount: 50, priceCents: 50, currency: "eur" },
    });
    expect(res.status).toBe(200);
    expect(res.body.amountCents).toBe(12_345);
    const pi = await stripe.paymentIntents.retrieve(paymentIntentIdOf(res.body.clientSecret));
    expect(pi.amount).toBe(12_345);
    expect(pi.currency).toBe("usd");
    // Every checkout is an order: the PaymentIntent pays the purchase's order, and is kept on it.
    const order = await readOrderOf(purchaseId);
    expect(pi.metadata).toEqual({ orderId: order._id, userId: owner.uid });
    expect(pi.client_secret).toBe(res.body.clientSecret);
    expect(order.paymentIntentId).toBe(pi.id);
  });

  it("charges the order's total for an order placed through POST /purchase: quantity × unit price plus shipping", async () => {
    const productId = await createTestProduct(1_999);
    const purchaseId = await orderThroughApi(owner, productId, 3);
    const res = await api<IntentAnswer>("/create-payment-intent", {
      method: "POST",
      user: owner,
      body: { purchaseId, price: 0.5 },
    });
    expect(res.status).toBe(200);
    // The spec's one-line address is in the shop's country (US): the United States zone's 900
    // under 10000, and no tax (no state: no registration). The purchase's price stays 5997.
    const order = await readOrderOf(purchaseId);
    expect([order.subtotalCents, order.shippingCents, order.taxCents, order.totalCents]).toEqual([
      5_997, 900, 0, 6_897,
    ]);
    expect((await readPurchase(purchaseId)).priceCents).toBe(5_997);
    expect(res.body.amountCents).toBe(6_897);
    expect((await stripe.paymentIntents.retrieve(paymentIntentIdOf(res.body.clientSecret))).amount).toBe(
      6_897,
    );
  });

  it("answers the same PaymentIntent on repeated calls", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const first = await intentFor(purchaseId);
    expect(await intentFor(purchaseId)).toBe(first);
    expect(await intentFor(purchaseId, { price: 1 })).toBe(first);
  });

  it("creates a single PaymentIntent under 10 concurrent calls", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    await warmUpApiWorkers(10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api<IntentAnswer>("/create-payment-intent", { method: "POST", user: owner, body: { purchaseId } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => paymentIntentIdOf(a.body.clientSecret)));
    expect(ids.size).toBe(1);
    const all = await stripe.paymentIntents.list({ limit: 100 });
    const order = await readOrderOf(purchaseId);
    expect(all.data.filter((pi) => pi.metadata.orderId === order._id)).toHaveLength(1);
    expect(order.paymentIntentId).toBe([...ids][0]);
  });

  it("keeps the PaymentIntent after a declined card so the customer can retry", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const id = await intentFor(purchaseId);
    await expect(
      stripe.paymentIntents.confirm(id, { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(await intentFor(purchaseId)).toBe(id);
  });

  it("replaces a cancelled PaymentIntent with a new one", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const first = await intentFor(purchaseId);
    await stripe.paymentIntents.cancel(first);
    const second = await intentFor(purchaseId);
    expect(second).not.toBe(first);
    expect((await stripe.paymentIntents.retrieve(second)).status).toBe("requires_payment_method");
    expect((await readOrderOf(purchaseId)).paymentIntentId).toBe(second);
    // And once more: the chain of replacements stays one live PaymentIntent per purchase.
    expect(await intentFor(purchaseId)).toBe(second);
  });

  it("refuses other customers, unknown, paid and cancelled purchases, and bad bodies", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const call = (body: unknown, user: TestUser | null = owner) =>
      api<ErrorAnswer>("/create-payment-intent", { method: "POST", user: user ?? undefined, body });

    const notOwner = await call({ purchaseId }, stranger);
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.error.message).toBe(PAYMENT_MESSAGES.notYours);
    expect((await call({ purchaseId: "does-not-exist" })).status).toBe(404);
    expect((await call({ purchaseId }, null)).status).toBe(401);
    expect((await call({})).status).toBe(400);
    expect((await call({ purchaseId: "a/b" })).status).toBe(400);

    const cancelled = await createUnpaidPurchase(owner, { state: "cancelled" });
    const c = await call({ purchaseId: cancelled });
    expect(c.status).toBe(409);
    expect(c.body.error.message).toBe(PAYMENT_MESSAGES.cancelled);

    const paid = await createUnpaidPurchase(owner, { state: "paid" });
    const p = await call({ purchaseId: paid });
    expect(p.status).toBe(409);
    expect(p.body.error.message).toBe(PAYMENT_MESSAGES.alreadyPaid);
    expect((await readPurchase(purchaseId)).paymentIntentId).toBeNull();
  });
});

describe("PATCH /purchase/:id", { timeout: SLOW_EMULATOR_MS }, () => {
  it("marks the purchase paid with the PaymentIntent id and writes the payment record, once", async () => {
    const purchaseId = await createUnpaidPurchase(owner, { priceCents: 7_500, productName: "Gimbal X1" });
    const piId = await payWithVisa(purchaseId);

    const first = await api("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: piId, price: 1, product: "other", userEmail: "x@example.com" },
    });
    expect(first.status).toBe(200);
    // The webhook may have recorded it a moment earlier: exactly one of the two changed it.
    const purchase = await readPurchase(purchaseId);
    expect(purchase).toMatchObject({ state: "paid", paid: true, transactionId: piId });
    expect(purchase.history.filter((h) => h.state === "paid")).toHaveLength(1);
    const payment = await readPayment(purchaseId);
    expect(payment).toMatchObject({
      product: purchaseId,
      productName: "Gimbal X1",
      priceCents: 7_500,
      shipment: false,
      userId: owner.uid,
      userEmail: owner.email,
      userName: "Test Customer",
      transactionId: piId,
    });

    const second = await api("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: piId },
    });
    expect(second).toEqual({ status: 200, body: { modifiedCount: 0 } });
    expect((await readPayment(purchaseId))?.createdAt.toMillis()).toBe(payment?.createdAt.toMillis());
  });

  it("answers modifiedCount 1 when it is the call that records the payment", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await intentFor(purchaseId);
    // Pay without webhooks reaching the purchase first: confirm, then PATCH at once and compare.
    await stripe.paymentIntents.confirm(piId, { payment_method: "pm_card_visa" });
    const res = await api<{ modifiedCount: number }>("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: piId },
    });
    expect(res.status).toBe(200);
    expect([0, 1]).toContain(res.body.modifiedCount);
    await expect.poll(() => webhooksSettled(piId), SETTLE).toBe(true);
    const again = await api("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: piId },
    });
    expect(again.body).toEqual({ modifiedCount: 0 });
  });

  it("refuses a PaymentIntent that did not succeed", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await intentFor(purchaseId);
    const unconfirmed = await api<ErrorAnswer>("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: piId },
    });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error.message).toBe(PAYMENT_MESSAGES.notSucceeded);

    await expect(
      stripe.paymentIntents.confirm(piId, { payment_method: "pm_card_chargeDeclinedInsufficientFunds" }),
    ).rejects.toThrow("Your card has insufficient funds.");
    const declined = await api<ErrorAnswer>("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: piId },
    });
    expect(declined.status).toBe(409);
    expect(await readPurchase(purchaseId)).toMatchObject({
      state: "unpaid",
      paid: false,
      transactionId: null,
    });
    expect(await readPayment(purchaseId)).toBeUndefined();
  });

  it("refuses a PaymentIntent for another amount, even if it succeeded and names the purchase", async () => {
    const purchaseId = await createUnpaidPurchase(owner, { priceCents: 20_000 });
    const cheap = await stripe.paymentIntents.create({
      amount: 100,
      currency: "usd",
      metadata: { purchaseId, userId: owner.uid },
      payment_method: "pm_card_visa",
      confirm: true,
    });
    expect(cheap.status).toBe("succeeded");
    const res = await api<ErrorAnswer>("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: cheap.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(PAYMENT_MESSAGES.wrongAmount);
    await expect.poll(() => webhooksSettled(cheap.id), SETTLE).toBe(true);
    // The succeeded webhook of that PaymentIntent is refused the same way.
    expect(await readPurchase(purchaseId)).toMatchObject({ state: "unpaid", paid: false });
    expect(await readPayment(purchaseId)).toBeUndefined();
  });

  it("refuses a PaymentIntent that belongs to another purchase", async () => {
    const target = await createUnpaidPurchase(owner, { priceCents: 4_998 });
    const other = await createUnpaidPurchase(owner, { priceCents: 4_998 });
    const otherPi = await payWithVisa(other);
    const res = await api<ErrorAnswer>("/purchase/" + target, {
      method: "PATCH",
      user: owner,
      body: { transactionId: otherPi },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PAYMENT_MESSAGES.otherPurchase);
    expect(await readPurchase(target)).toMatchObject({ state: "unpaid", paid: false });
  });

  it("refuses a non-owner, an unknown payment and a malformed transaction id", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await intentFor(purchaseId);
    const notOwner = await api<ErrorAnswer>("/purchase/" + purchaseId, {
      method: "PATCH",
      user: stranger,
      body: { transactionId: piId },
    });
    expect(notOwner.status).toBe(403);
    expect((await readPurchase(purchaseId)).state).toBe("unpaid");

    const unknown = await api<ErrorAnswer>("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: "pi_doesnotexist123" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(PAYMENT_MESSAGES.unknownPayment);

    const malformed = await api<ErrorAnswer>("/purchase/" + purchaseId, {
      method: "PATCH",
      user: owner,
      body: { transactionId: "ch_123" },
    });
    expect(malformed.status).toBe(400);
    expect((await api("/purchase/" + purchaseId, { method: "PATCH", user: owner, body: {} })).status).toBe(
      400,
    );
    expect(
      (await api("/purchase/nope", { method: "PATCH", user: owner, body: { transactionId: piId } })).status,
    ).toBe(404);
  });
});

describe("DELETE /purchase/:id", { timeout: SLOW_EMULATOR_MS }, () => {
  it("cancels the purchase's PaymentIntent at Stripe, and no new one can be made", async () => {
    const purchaseId = await createUnpaidPurchase(owner);
    const piId = await intentFor(purchaseId);
    const res = await api<{ deletedCount: number }>("/purchase/" + purchaseId, {
      method: "DELETE",
      user: owner,
    });
    expect(res).toEqual({ status: 200, body: { deletedCount: 1 } });
    const pi = await stripe.paymentIntents.retrieve(piId);
    expect(pi.status).toBe("canceled");
    const again = await api<ErrorAnswer>("/create-payment-intent", {
      method: "POST",
      user: owner,
      body: { purchaseId },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PAYMENT_MESSAGES.cancelled);
    // Stripe refuses to confirm the cancelled PaymentIntent: the customer cannot be charged.
    await expect(
      stripe.paymentIntents.confirm(piId, { payment_method: "pm_card_visa" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});
