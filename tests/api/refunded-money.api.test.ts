/**
 * Issues 22 and 30: refunded money never pays, and nobody pays twice — for every order, the
 * purchase page's of one line and the cart's of several (one payment path). A PaymentIntent
 * refunded in Stripe's Dashboard stays `succeeded`; if its `payment_intent.succeeded` event (or
 * the customer's PATCH, or the expiry task) comes after the refund, the order must stay unpaid. A
 * second PaymentIntent that succeeds for an order already paid is refunded automatically, marked
 * on the payment record and mailed to the shop.
 */
import { getFunctions } from "firebase-admin/functions";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES, type ApiErrorBody, type PlacedOrderAnswer } from "@shop/domain";
import { createTestProduct } from "../support/admin-sdk.js";
import { createCustomer, type TestUser } from "../support/auth.js";
import { mailDocs } from "../support/mail.js";
import {
  SETTLE,
  SLOW_EMULATOR_MS,
  adminDb,
  api,
  createUnpaidPurchase,
  emitEvent,
  localEvent,
  paymentIntentIdOf,
  payWithCard,
  readPayment,
  readPurchase,
  stripe,
  webhooksSettled,
} from "../support/payments.js";
import { STRIPE_LOCAL_URL } from "../support/env.js";

const PRICE = 4_998;
let owner: TestUser;

beforeAll(async () => {
  owner = await createCustomer("Refund Tester");
});

/**
 * An unpaid purchase (an order of one line) whose PaymentIntent succeeded and was then refunded in
 * full in Stripe while the webhook could not reach the shop: every event of both was delivered
 * before the order existed (so nothing recorded either); the succeeded event "arrives late" when
 * the test sends it again.
 */
async function purchaseWithRefundedIntent(): Promise<{ id: string; orderId: string; pi: string }> {
  const id = await createUnpaidPurchase(owner, { priceCents: PRICE });
  const ref = adminDb().collection("purchases").doc(id);
  const data = (await ref.get()).data() ?? {};
  const orderId = String(data.orderId);
  const orderRef = adminDb().collection("orders").doc(orderId);
  const order = (await orderRef.get()).data() ?? {};
  await Promise.all([ref.delete(), orderRef.delete()]);
  const pi = await stripe.paymentIntents.create({
    amount: PRICE,
    currency: "usd",
    metadata: { orderId, userId: owner.uid },
  });
  await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" });
  await stripe.refunds.create({ payment_intent: pi.id });
  await expect.poll(() => webhooksSettled(pi.id), SETTLE).toBe(true);
  await Promise.all([ref.set(data), orderRef.set({ ...order, paymentIntentId: pi.id })]);
  return { id, orderId, pi: pi.id };
}

const readOrder = async (id: string) => (await adminDb().collection("orders").doc(id).get()).data();

describe("a refunded PaymentIntent", () => {
  it(
    "cannot pay its order through PATCH /purchase/:id",
    async () => {
      const { id, orderId, pi } = await purchaseWithRefundedIntent();
      const res = await api<ApiErrorBody>(`/purchase/${id}`, {
        method: "PATCH",
        user: owner,
        body: { transactionId: pi },
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(PAYMENT_MESSAGES.refunded);
      expect((await readPurchase(id)).state).toBe("unpaid");
      expect((await readOrder(orderId))?.state).toBe("unpaid");
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "cannot pay its order through a late payment_intent.succeeded webhook",
    async () => {
      const { id, orderId, pi } = await purchaseWithRefundedIntent();
      const late = await emitEvent(pi, "payment_intent.succeeded");
      await expect.poll(async () => (await localEvent(late.id)).status, SETTLE).toBe("succeeded");
      const purchase = await readPurchase(id);
      expect(purchase.state).toBe("unpaid");
      expect(purchase.paid).toBe(false);
      expect((await readOrder(orderId))?.state).toBe("unpaid");
      expect(await readPayment(id)).toBeUndefined();
      // Nothing refunds it a second time.
      expect((await stripe.refunds.list({ payment_intent: pi })).data).toHaveLength(1);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "expires instead of being paid by the expiry task",
    async () => {
      const { id, orderId } = await purchaseWithRefundedIntent();
      const overdue = { holdUntil: Timestamp.fromMillis(Date.now() - 1000) };
      await adminDb().collection("purchases").doc(id).update(overdue);
      await adminDb().collection("orders").doc(orderId).update(overdue);
      await getFunctions().taskQueue("locations/us-central1/functions/expirePurchase").enqueue({ orderId });
      await expect.poll(async () => (await readPurchase(id)).state, SETTLE).toBe("expired");
      expect((await readOrder(orderId))?.state).toBe("expired");
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "is recorded on an order that is still unpaid when its refund event arrives",
    async () => {
      const { id, orderId, pi } = await purchaseWithRefundedIntent();
      const [refund] = (await stripe.refunds.list({ payment_intent: pi })).data;
      const res = await fetch(`${STRIPE_LOCAL_URL}/_local/refunds/${refund?.id ?? ""}/emit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ type: "refund.updated" }),
      });
      expect(res.ok).toBe(true);
      await expect.poll(async () => (await readOrder(orderId))?.refundedCents, SETTLE).toBe(PRICE);
      expect((await readPurchase(id)).state).toBe("unpaid");
    },
    SLOW_EMULATOR_MS,
  );
});

describe("a second payment of a purchase already paid", () => {
  it(
    "is refunded automatically, marked on the payment record and mailed to the shop",
    async () => {
      const id = await createUnpaidPurchase(owner, { priceCents: PRICE });
      const first = await payWithCard(owner, id);
      const second = await stripe.paymentIntents.create({
        amount: PRICE,
        currency: "usd",
        metadata: { purchaseId: id, userId: owner.uid },
      });
      await stripe.paymentIntents.confirm(second.id, { payment_method: "pm_card_visa" });

      await expect
        .poll(async () => (await stripe.refunds.list({ payment_intent: second.id })).data.length, SETTLE)
        .toBe(1);
      await expect
        .poll(async () => (await readPayment(id))?.duplicateRefunds?.map((d) => d.paymentIntentId), SETTLE)
        .toEqual([second.id]);
      expect((await stripe.refunds.list({ payment_intent: first })).data).toHaveLength(0);
      const purchase = await readPurchase(id);
      expect(purchase.state).toBe("paid");
      expect(purchase.transactionId).toBe(first);
      await expect
        .poll(async () => (await mailDocs({ purchaseId: id })).map((m) => m.kind), SETTLE)
        .toContain("shop-duplicate-payment");
    },
    SLOW_EMULATOR_MS,
  );
});

describe("a second payment of a paid order of two lines", () => {
  it(
    "is refunded in full within 60 s; the order stays paid with its first payment",
    async () => {
      // A customer of its own: the other tests' orders stay open (the open-order cap).
      const buyer = await createCustomer("Second Payer");
      const [x1, x12] = await Promise.all([
        createTestProduct({ name: "Second Pay X1", priceCents: 1_999, minimumOrder: 1, availableOrder: 20 }),
        createTestProduct({ name: "Second Pay X12", priceCents: 3_333, minimumOrder: 1, availableOrder: 20 }),
      ]);
      const placed = await api<PlacedOrderAnswer>("/orders", {
        method: "POST",
        user: buyer,
        body: {
          items: [
            { productId: x1, quantity: 3 },
            { productId: x12, quantity: 2 },
          ],
          address: "1 Test Street, Springfield, IL 62701",
          phone: "+1 555 0100",
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { orderId, purchaseIds, totalCents } = placed.body;
      const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
        method: "POST",
        user: buyer,
      });
      const first = paymentIntentIdOf(intent.body.clientSecret);
      await stripe.paymentIntents.confirm(first, { payment_method: "pm_card_visa" });
      await expect.poll(async () => (await readOrder(orderId))?.state, SETTLE).toBe("paid");

      const second = await stripe.paymentIntents.create({
        amount: totalCents,
        currency: "usd",
        metadata: { orderId, userId: buyer.uid },
      });
      await stripe.paymentIntents.confirm(second.id, { payment_method: "pm_card_visa" });
      await expect
        .poll(async () => (await stripe.refunds.list({ payment_intent: second.id })).data, {
          ...SETTLE,
          timeout: 60_000,
        })
        .toEqual([expect.objectContaining({ amount: totalCents, status: "succeeded" })]);
      await expect
        .poll(
          async () =>
            (await readPayment(purchaseIds[0] ?? ""))?.duplicateRefunds?.map((d) => d.paymentIntentId),
          SETTLE,
        )
        .toEqual([second.id]);
      expect(await readOrder(orderId)).toMatchObject({ state: "paid", transactionId: first });
      expect((await stripe.refunds.list({ payment_intent: first })).data).toHaveLength(0);
      await expect
        .poll(async () => (await mailDocs({ purchaseId: purchaseIds[0] ?? "" })).map((m) => m.kind), SETTLE)
        .toContain("shop-duplicate-payment");
    },
    SLOW_EMULATOR_MS,
  );
});
