/**
 * Issue 22: refunded money never pays, and nobody pays twice. A PaymentIntent refunded in
 * Stripe's Dashboard stays `succeeded`; if its `payment_intent.succeeded` event (or the customer's
 * PATCH, or the expiry task) comes after the refund, the purchase must stay unpaid. A second
 * PaymentIntent that succeeds for a purchase already paid is refunded automatically and shown to
 * the shop.
 */
import { getFunctions } from "firebase-admin/functions";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES, type ApiErrorBody } from "@shop/domain";
import { createCustomer, type TestUser } from "../support/auth.js";
import { mailDocs } from "../support/mail.js";
import {
  SETTLE,
  SLOW_EMULATOR_MS,
  adminDb,
  api,
  createUnpaidPurchase,
  emitEvent,
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
 * An unpaid purchase whose PaymentIntent succeeded and was then refunded in full in Stripe, with
 * every event of both delivered before the purchase existed (so nothing recorded either): the
 * succeeded event "arrives late" when the test sends it again.
 */
async function purchaseWithRefundedIntent(): Promise<{ id: string; pi: string }> {
  const id = await createUnpaidPurchase(owner, { priceCents: PRICE });
  const ref = adminDb().collection("purchases").doc(id);
  const data = (await ref.get()).data() ?? {};
  await ref.delete();
  const pi = await stripe.paymentIntents.create({
    amount: PRICE,
    currency: "usd",
    metadata: { purchaseId: id, userId: owner.uid },
  });
  await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" });
  await stripe.refunds.create({ payment_intent: pi.id });
  await expect.poll(() => webhooksSettled(pi.id), SETTLE).toBe(true);
  await ref.set({ ...data, paymentIntentId: pi.id });
  return { id, pi: pi.id };
}

describe("a refunded PaymentIntent", () => {
  it(
    "cannot pay its purchase through PATCH /purchase/:id",
    async () => {
      const { id, pi } = await purchaseWithRefundedIntent();
      const res = await api<ApiErrorBody>(`/purchase/${id}`, {
        method: "PATCH",
        user: owner,
        body: { transactionId: pi },
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(PAYMENT_MESSAGES.refunded);
      expect((await readPurchase(id)).state).toBe("unpaid");
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "cannot pay its purchase through a late payment_intent.succeeded webhook",
    async () => {
      const { id, pi } = await purchaseWithRefundedIntent();
      await emitEvent(pi, "payment_intent.succeeded");
      await expect.poll(() => webhooksSettled(pi), SETTLE).toBe(true);
      const purchase = await readPurchase(id);
      expect(purchase.state).toBe("unpaid");
      expect(purchase.paid).toBe(false);
      expect(await readPayment(id)).toBeUndefined();
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "expires instead of being paid by the expiry task",
    async () => {
      const { id } = await purchaseWithRefundedIntent();
      await adminDb()
        .collection("purchases")
        .doc(id)
        .update({ holdUntil: Timestamp.fromMillis(Date.now() - 1000) });
      await getFunctions()
        .taskQueue("locations/us-central1/functions/expirePurchase")
        .enqueue({ purchaseId: id });
      await expect.poll(async () => (await readPurchase(id)).state, SETTLE).toBe("expired");
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "is recorded on a purchase that is still unpaid when its refund event arrives",
    async () => {
      const { id, pi } = await purchaseWithRefundedIntent();
      const [refund] = (await stripe.refunds.list({ payment_intent: pi })).data;
      const res = await fetch(`${STRIPE_LOCAL_URL}/_local/refunds/${refund?.id ?? ""}/emit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ type: "refund.updated" }),
      });
      expect(res.ok).toBe(true);
      await expect.poll(async () => (await readPurchase(id)).refundedCents, SETTLE).toBe(PRICE);
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
