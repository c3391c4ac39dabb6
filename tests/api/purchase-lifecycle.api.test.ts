/**
 * The order lifecycle beyond paying: holds on stock that expire (task and sweep), the open-order
 * cap, full refunds by admins and from Stripe (replayed and out-of-order events), and the
 * automatic refund of a payment that lost a race with a cancellation.
 */
import { Timestamp } from "firebase-admin/firestore";
import { getFunctions } from "firebase-admin/functions";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES, type ApiErrorBody, type PurchaseRefund } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { createTestProduct, productStock } from "../support/admin-sdk.js";
import {
  SETTLE,
  adminDb,
  api,
  createUnpaidPurchase,
  endHold,
  localEvents,
  orderThroughApi,
  paymentIntentFor,
  payWithCard,
  readPayment,
  readPurchase,
  resendEvent,
  stripe,
  webhooksSettled,
} from "../support/payments.js";
import { P, STRIPE_LOCAL, purchaseHoldSeconds } from "../support/env.js";
import { heldTasks, runScheduledFunction, scheduledJobs } from "../support/clock.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";
import { expiryCode } from "../support/functions-code.js";
import { mailDocs } from "../support/mail.js";

let admin: TestUser;

beforeAll(async () => {
  admin = await signInAdmin();
}, 60_000);

/** The services' own code, run here against the emulators as the scheduled sweep runs it. */
async function sweep(): Promise<Record<string, number>> {
  process.env.STRIPE_SECRET_KEY = STRIPE_LOCAL.secretKey;
  process.env.STRIPE_API_HOST = "127.0.0.1";
  process.env.STRIPE_API_PORT = String(P.stripe);
  process.env.STRIPE_API_PROTOCOL = "http";
  const { sweepExpiredPurchases } = await expiryCode();
  return sweepExpiredPurchases();
}

/** Orders, pays with 4242 and waits until the webhook marked the purchase paid. */
async function paidPurchase(
  user: TestUser,
  productId: string,
  quantity: number,
): Promise<{ id: string; pi: string }> {
  const id = await orderThroughApi(user, productId, quantity);
  return { id, pi: await payWithCard(user, id) };
}

describe("holds on stock", () => {
  it("gives each unpaid purchase a pay-by time", async () => {
    const customer = await registeredCustomer("Hold Customer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const before = Date.now();
    const id = await orderThroughApi(customer, productId, 2);
    const after = Date.now();
    const purchase = await readPurchase(id);
    const holdUntil = (purchase.holdUntil as unknown as Timestamp).toMillis();
    // Exactly the hold after the moment of ordering, which lies between `before` and `after`.
    const hold = purchaseHoldSeconds() * 1000;
    expect(holdUntil).toBeGreaterThanOrEqual(before + hold);
    expect(holdUntil).toBeLessThanOrEqual(after + hold);
    expect(holdUntil - (purchase.createdAt as unknown as Timestamp).toMillis()).toBe(hold);
  });

  it("expires an unpaid purchase in the sweep: stock back, PaymentIntent cancelled, history, paying refused", async () => {
    const customer = await registeredCustomer("Expiry Customer");
    // An order written as POST /purchase leaves it (3 of 10 pieces reserved), but without the
    // expiry task: the sweep is what this test is about.
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 7 });
    const id = await createUnpaidPurchase(customer, { priceCents: 3750, productId, quantity: 3 });
    const pi = await paymentIntentFor(customer, id);
    await endHold(id);

    const tally = await sweep();
    expect(tally.expired, JSON.stringify({ tally, purchase: await readPurchase(id) })).toBeGreaterThanOrEqual(
      1,
    );
    const purchase = await readPurchase(id);
    expect(purchase.state).toBe("expired");
    expect(purchase.history.map((h) => h.state)).toEqual(["unpaid", "expired"]);
    expect(await productStock(productId)).toBe(10);
    expect((await stripe.paymentIntents.retrieve(pi)).status).toBe("canceled");

    const pay = await api<ApiErrorBody>("/create-payment-intent", {
      method: "POST",
      user: customer,
      body: { purchaseId: id },
    });
    expect(pay.status).toBe(409);
    expect(pay.body.error.message).toBe(PAYMENT_MESSAGES.expired);
    // Expired purchases leave My Product like cancelled ones.
    const mine = await api<{ _id: string }[]>(`/purchase?user=${encodeURIComponent(customer.email)}`, {
      user: customer,
    });
    expect(mine.body.map((p) => p._id)).not.toContain(id);
    // A second sweep changes nothing.
    await sweep();
    expect(await productStock(productId)).toBe(10);
  }, 60_000);

  it("pays instead of expiring when the PaymentIntent already succeeded (the customer's money wins)", async () => {
    const customer = await registeredCustomer("Late Payer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const id = await orderThroughApi(customer, productId, 2);
    const pi = await paymentIntentFor(customer, id);
    await endHold(id);
    await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
    await sweep();
    await vi.waitFor(async () => expect((await readPurchase(id)).state).toBe("paid"), SETTLE);
    expect(await productStock(productId)).toBe(8);
  }, 60_000);

  it("schedules each order's expiry task for the end of its hold, and does not run it before", async () => {
    const customer = await registeredCustomer("Held Task Customer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const id = await orderThroughApi(customer, productId, 2);
    const holdUntil = ((await readPurchase(id)).holdUntil as unknown as Timestamp).toMillis();
    // Every checkout is an order: the task expires the purchase's order.
    const orderId = String((await readPurchase(id)).orderId);
    const task = (await heldTasks()).find((t) => t.name.endsWith(`/tasks/expire-order-${orderId}`));
    expect(task?.queue).toContain("expirePurchase");
    expect(Math.abs((task?.due ?? 0) - holdUntil)).toBeLessThan(5_000);
    expect((await readPurchase(id)).state).toBe("unpaid");
    expect(await productStock(productId)).toBe(8);
  });

  it("runs a task given a later time at that time, not at once", async () => {
    const customer = await registeredCustomer("Timed Task Customer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const id = await orderThroughApi(customer, productId, 3);
    await endHold(id);
    const enqueuedAt = Date.now();
    await getFunctions()
      .taskQueue("locations/us-central1/functions/expirePurchase")
      .enqueue({ purchaseId: id }, { scheduleDelaySeconds: 3 });
    await vi.waitFor(async () => expect((await readPurchase(id)).state).toBe("expired"), SETTLE);
    const expiredAt = (await readPurchase(id)).history.find((h) => h.state === "expired")?.at as unknown;
    const at = typeof expiredAt === "number" ? expiredAt : (expiredAt as Timestamp).toMillis();
    expect(at - enqueuedAt).toBeGreaterThanOrEqual(3_000);
    expect(await productStock(productId)).toBe(10);
  }, 60_000);

  it("expires through the deployed sweepExpiredPurchases, called as Cloud Scheduler calls it", async () => {
    const customer = await registeredCustomer("Scheduled Sweep Customer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 6 });
    const id = await createUnpaidPurchase(customer, { priceCents: 2000, productId, quantity: 4 });
    const pi = await paymentIntentFor(customer, id);
    await endHold(id);

    expect(await runScheduledFunction("sweepExpiredPurchases")).toBe(200);
    const purchase = await readPurchase(id);
    expect(purchase.state).toBe("expired");
    expect(purchase.history.map((h) => h.state)).toEqual(["unpaid", "expired"]);
    expect(await productStock(productId)).toBe(10);
    expect((await stripe.paymentIntents.retrieve(pi)).status).toBe("canceled");
  }, 60_000);

  it("runs both sweeps on their schedules (every 15 and every 10 minutes)", async () => {
    const jobs = Object.fromEntries((await scheduledJobs()).map((j) => [j.name, j]));
    const override = Number(process.env.GIMBAL_SCHEDULE_SECONDS) * 1000 || null;
    expect(jobs.sweepExpiredPurchases?.schedule).toBe("every 15 minutes");
    expect(jobs.sweepExpiredPurchases?.intervalMs).toBe(override ?? 15 * 60_000);
    expect(jobs.sweepAbandonedMail?.schedule).toBe("every 10 minutes");
    expect(jobs.sweepAbandonedMail?.intervalMs).toBe(override ?? 10 * 60_000);
    for (const job of Object.values(jobs)) {
      expect(job.next ?? 0).toBeGreaterThan(Date.now());
      expect(job.next ?? Infinity).toBeLessThanOrEqual(Date.now() + (job.intervalMs ?? 0));
    }
  });

  it("expires through its Cloud Tasks task", async () => {
    const customer = await registeredCustomer("Task Customer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const id = await orderThroughApi(customer, productId, 4);
    await endHold(id);
    await getFunctions()
      .taskQueue("locations/us-central1/functions/expirePurchase")
      .enqueue({ purchaseId: id });
    await vi.waitFor(async () => expect((await readPurchase(id)).state).toBe("expired"), SETTLE);
    expect(await productStock(productId)).toBe(10);
  }, 60_000);
});

describe("the open-order cap", () => {
  it("refuses a fourth unpaid purchase until one is paid or cancelled", async () => {
    const customer = await registeredCustomer("Cap Customer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 50 });
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await orderThroughApi(customer, productId, 2));
    const fourth = await api<ApiErrorBody>("/purchase", {
      method: "POST",
      user: customer,
      body: { productId, quantity: 2, address: "1 Test Street, Springfield, IL 62701", phone: "+1 555 0100" },
    });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.message).toBe("Please pay or cancel your open orders first");
    expect(await productStock(productId)).toBe(44);
    expect((await api(`/purchase/${ids[0]}`, { method: "DELETE", user: customer })).status).toBe(200);
    // A cancelled one frees its place: the next is taken (2 pieces back, 2 held again).
    const next = await orderThroughApi(customer, productId, 2);
    expect((await readPurchase(next)).state).toBe("unpaid");
    expect(await productStock(productId)).toBe(44);
  }, 60_000);
});

describe("refunds", () => {
  it("refunds a paid purchase for an admin, returning its pieces by default", async () => {
    const customer = await registeredCustomer("Refund Customer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const { id, pi } = await paidPurchase(customer, productId, 3);
    expect(await productStock(productId)).toBe(7);

    const res = await api<{ modifiedCount: number; refund: PurchaseRefund }>(`/purchase/${id}/refund`, {
      method: "POST",
      user: admin,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.modifiedCount).toBe(1);
    expect(res.body.refund).toMatchObject({ amountCents: 3750, by: admin.uid, restocked: true });
    const purchase = await readPurchase(id);
    expect(purchase.state).toBe("refunded");
    expect(purchase.history.at(-1)?.state).toBe("refunded");
    expect((await readPayment(id))?.refunded).toBe(true);
    expect(await productStock(productId)).toBe(10);
    // The line, then (every piece back, issue 47) the United States zone's shipping on its own.
    const refunds = await stripe.refunds.list({ payment_intent: pi });
    expect(refunds.data.map((r) => r.amount).sort((a, b) => a - b)).toEqual([900, 3750]);

    const again = await api<{ modifiedCount: number }>(`/purchase/${id}/refund`, {
      method: "POST",
      user: admin,
      body: {},
    });
    expect(again.body.modifiedCount).toBe(0);
    expect((await stripe.refunds.list({ payment_intent: pi })).data).toHaveLength(2);
    expect(await productStock(productId)).toBe(10);
  }, 90_000);

  it("refunds a shipped purchase without restocking unless asked", async () => {
    const customer = await registeredCustomer("Shipped Refund");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const kept = await paidPurchase(customer, productId, 2);
    const back = await paidPurchase(customer, productId, 2);
    for (const { id } of [kept, back]) {
      expect((await api(`/purchase/${id}`, { method: "PUT", user: admin, body: {} })).status).toBe(200);
    }
    expect(await productStock(productId)).toBe(6);
    await api(`/purchase/${kept.id}/refund`, { method: "POST", user: admin, body: {} });
    expect(await productStock(productId)).toBe(6);
    await api(`/purchase/${back.id}/refund`, { method: "POST", user: admin, body: { restock: true } });
    expect(await productStock(productId)).toBe(8);
    expect((await readPurchase(kept.id)).state).toBe("refunded");
  }, 120_000);

  it("refuses customers and unpaid purchases", async () => {
    const customer = await registeredCustomer("Refund Refusals");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const unpaid = await orderThroughApi(customer, productId, 2);
    const byCustomer = await api<ApiErrorBody>(`/purchase/${unpaid}/refund`, {
      method: "POST",
      user: customer,
      body: {},
    });
    expect(byCustomer.status).toBe(403);
    const notPaid = await api<ApiErrorBody>(`/purchase/${unpaid}/refund`, {
      method: "POST",
      user: admin,
      body: {},
    });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error.message).toBe("Only paid or shipped purchases can be refunded");
    const bad = await api<ApiErrorBody>(`/purchase/${unpaid}/refund`, {
      method: "POST",
      user: admin,
      body: { restock: "yes" },
    });
    expect(bad.status).toBe(400);
  });

  it("applies a refund made in Stripe, once, whatever order its events arrive in", async () => {
    const customer = await registeredCustomer("Dashboard Refund");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const { id, pi } = await paidPurchase(customer, productId, 2);
    await stripe.refunds.create({ payment_intent: pi });
    await vi.waitFor(async () => expect((await readPurchase(id)).state).toBe("refunded"), SETTLE);
    const purchase = await readPurchase(id);
    expect(purchase.refund?.by).toBe("stripe");
    expect(await productStock(productId)).toBe(10);

    // Replay every refund event (oldest last, i.e. out of order): nothing changes.
    const events = (await localEvents(pi)).filter((e) => /refund/.test(e.type)).reverse();
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) await resendEvent(e.id);
    await vi.waitFor(async () => expect(await webhooksSettled(pi)).toBe(true), SETTLE);
    const after = await readPurchase(id);
    expect(after.history.filter((h) => h.state === "refunded")).toHaveLength(1);
    expect(await productStock(productId)).toBe(10);
  }, 90_000);

  it("records a partial refund made in Stripe and keeps the purchase paid", async () => {
    const customer = await registeredCustomer("Partial Refund");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10, priceCents: 1000 });
    const { id, pi } = await paidPurchase(customer, productId, 2);
    await stripe.refunds.create({ payment_intent: pi, amount: 500 });
    // Recorded on its order (a line refunds only in full), for the admin to settle.
    const order = adminDb()
      .collection("orders")
      .doc(String((await readPurchase(id)).orderId));
    await vi.waitFor(async () => expect((await order.get()).get("refundedCents")).toBe(500), SETTLE);
    expect((await readPurchase(id)).state).toBe("paid");
    expect((await order.get()).get("state")).toBe("paid");
  }, 90_000);

  it("refunds automatically a payment that succeeds for a purchase cancelled a moment earlier", async () => {
    const customer = await registeredCustomer("Race Customer");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 10 });
    const id = await orderThroughApi(customer, productId, 2);
    const pi = await paymentIntentFor(customer, id);
    // The cancellation lands first (as if the two requests crossed): state only, the PI stays open.
    await adminDb().collection("purchases").doc(id).update({ state: "cancelled" });
    const orderId = String((await readPurchase(id)).orderId);
    await adminDb().collection("orders").doc(orderId).update({ state: "cancelled" });
    await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
    await vi.waitFor(async () => expect((await readPurchase(id)).refund?.by).toBe("system"), SETTLE);
    const purchase = await readPurchase(id);
    expect(purchase.state).toBe("cancelled");
    expect(purchase.refund?.reason).toContain("refunded automatically");
    const refunds = await stripe.refunds.list({ payment_intent: pi });
    // The whole payment: 2 × 1250 and the United States zone's 900 shipping (the spec's one-line
    // address is in the shop's country).
    expect(refunds.data.map((r) => r.amount)).toEqual([3400]);
    expect(await productStock(productId)).toBe(8); // the cancelled test state kept its pieces out; nothing reserved again
    // The shop is told, once.
    await expect
      .poll(
        async () => (await mailDocs({ purchaseId: id })).filter((m) => m.kind === "shop-late-payment").length,
        SETTLE,
      )
      .toBe(1);
  }, 90_000);
});
