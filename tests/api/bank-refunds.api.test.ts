/**
 * Refunds and disputes of the bank methods (issue 49): an iDEAL or Bancontact payment's refund
 * succeeds at once (a SEPA refund's pending life is in payment-methods.api.test.ts); a SEPA debit
 * Stripe's disputed test IBAN pays is disputed like a card payment.
 */
import { describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { SLOW_EMULATOR_MS, adminDb, api, stripe } from "../support/payments.js";
import {
  AMSTERDAM,
  BERLIN,
  BRUSSELS,
  SETTLED,
  euroProduct,
  intentOf,
  orderOf,
  orderState,
} from "./helpers/bank-orders.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

/** Pays the order through the bank's test page (iDEAL, Bancontact) as the customer's browser would. */
async function payByRedirect(customer: TestUser, orderId: string, type: "ideal" | "bancontact") {
  const pi = await intentOf(customer, orderId);
  const confirmed = await stripe.paymentIntents.confirm(pi, {
    payment_method_data: { type, billing_details: { name: "Test Buyer" } },
    return_url: `http://127.0.0.1/dashboard/payment/order/${orderId}`,
  });
  const res = await fetch(confirmed.next_action?.redirect_to_url?.url ?? "", {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ outcome: "authorize", client_secret: confirmed.client_secret ?? "" }),
  });
  expect(res.status).toBe(303);
  return pi;
}

describe("refunds of a redirect method", () => {
  it.each([
    ["iDEAL", "ideal", AMSTERDAM],
    ["Bancontact", "bancontact", BRUSSELS],
  ] as const)(
    "%s: the refund succeeds at once (no pending, unlike a debit) and the order is refunded",
    async (_name, type, to) => {
      const customer = await registeredCustomer();
      const admin = await signInAdmin();
      const orderId = await orderOf(customer, await euroProduct(), to);
      const pi = await payByRedirect(customer, orderId, type);
      const paid = await orderState(customer, orderId, "paid");
      const charge = (await stripe.charges.list({ payment_intent: pi })).data[0];
      expect(charge?.payment_method_details?.type).toBe(type);
      const refunded = await api<ApiErrorBody>(`/purchase/${paid.purchaseIds[0] ?? ""}/refund`, {
        method: "POST",
        user: admin,
        body: {},
      });
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      const refunds = (await stripe.refunds.list({ payment_intent: pi })).data;
      // The line and its share of shipping may be refunded apart: every refund has succeeded at once.
      expect(new Set(refunds.map((r) => r.status))).toEqual(new Set(["succeeded"]));
      expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(paid.totalCents);
      const after = await orderState(customer, orderId, "refunded");
      expect(after.refundedCents).toBe(paid.totalCents);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("a disputed SEPA debit", () => {
  it(
    "is recorded on the paid order as a card dispute is (Stripe's disputed test IBAN), and refuses a dashboard refund",
    async () => {
      const customer = await registeredCustomer();
      const admin = await signInAdmin();
      const orderId = await orderOf(customer, await euroProduct(), BERLIN);
      const pi = await intentOf(customer, orderId);
      await stripe.paymentIntents.confirm(pi, { payment_method: "pm_sepaDebit_disputed_de" });
      const paid = await orderState(customer, orderId, "paid");
      // The disputes area keeps its own record per dispute (idempotent by the event's time).
      await vi.waitFor(async () => {
        const stored = await adminDb().collection("disputes").where("paymentIntentId", "==", pi).get();
        expect(stored.docs.map((d) => d.data())).toEqual([
          expect.objectContaining({ orderId, currency: "eur", amountCents: paid.totalCents }),
        ]);
      }, SETTLED);
      const order = (await adminDb().collection("orders").doc(orderId).get()).data();
      expect(order?.["dispute"]).toMatchObject({ amountCents: paid.totalCents });
      const refund = await api<ApiErrorBody>(`/purchase/${paid.purchaseIds[0] ?? ""}/refund`, {
        method: "POST",
        user: admin,
        body: {},
      });
      expect(refund.status).toBe(409);
    },
    SLOW_EMULATOR_MS,
  );
});
