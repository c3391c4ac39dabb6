/**
 * iDEAL, Bancontact and SEPA Direct Debit beside cards (issue 49), through the local Stripe as its
 * test mode does them: the methods the server allows per currency and destination, the iDEAL
 * redirect paying the order, a SEPA debit `processing` for days (stock held, no cancel, no
 * expiry) and then paid or back to unpaid with a fresh hold; events late, twice or out of order
 * moving nothing backwards; a SEPA refund pending before it succeeds.
 */
import { describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "@shop/domain";
import { OPEN_ORDERS_MESSAGE, PAYMENT_MESSAGES } from "@shop/domain";
import { productStock } from "../support/admin-sdk.js";
import { expiryCode } from "../support/functions-code.js";
import { mailDocs, received } from "../support/mail.js";
import {
  SLOW_EMULATOR_MS,
  adminDb,
  api,
  emitEvent,
  resendEvent,
  settleAtBank,
  stripe,
  stripeEventProcessed,
} from "../support/payments.js";
import {
  AMSTERDAM,
  BERLIN,
  BRUSSELS,
  SETTLED,
  euroProduct,
  eventsProcessed,
  intentOf,
  orderOf,
  orderState,
  readOrder,
} from "./helpers/bank-orders.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const mailKinds = async (orderId: string) =>
  (await adminDb().collection("mail").where("orderId", "==", orderId).get()).docs.map(
    (d) => d.data().kind as string,
  );

describe("the methods an order may be paid with", () => {
  it(
    "are the server's: card; in euros iDEAL to the Netherlands, Bancontact to Belgium, SEPA Direct Debit",
    async () => {
      const customer = await registeredCustomer();
      const product = await euroProduct();
      const methods = async (to: typeof AMSTERDAM, currency = "eur") => {
        const pi = await stripe.paymentIntents.retrieve(
          await intentOf(customer, await orderOf(customer, product, to, currency)),
        );
        return pi.payment_method_types;
      };
      expect(await methods(AMSTERDAM)).toEqual(["card", "ideal", "sepa_debit"]);
      expect(await methods(BRUSSELS)).toEqual(["card", "bancontact", "sepa_debit"]);
      expect(await methods(BERLIN, "usd")).toEqual(["card"]);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("iDEAL", () => {
  it(
    "pays through the bank's redirect: the webhook decides, coming back twice changes nothing",
    async () => {
      const customer = await registeredCustomer();
      const orderId = await orderOf(customer, await euroProduct(), AMSTERDAM);
      const pi = await intentOf(customer, orderId);
      const confirmed = await stripe.paymentIntents.confirm(pi, {
        payment_method_data: { type: "ideal" },
        return_url: `http://127.0.0.1/dashboard/payment/order/${orderId}/return`,
      });
      expect(confirmed.status).toBe("requires_action");
      expect((await readOrder(customer, orderId)).state).toBe("unpaid");
      const page = confirmed.next_action?.redirect_to_url?.url ?? "";
      const authorize = () =>
        fetch(page, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams({ outcome: "authorize", client_secret: confirmed.client_secret ?? "" }),
        });
      expect((await authorize()).status).toBe(303);
      const paid = await orderState(customer, orderId, "paid");
      expect(paid.history.map((h) => h.state)).toEqual(["unpaid", "paid"]);
      expect((await authorize()).status).toBe(400);
      await eventsProcessed(pi, "payment_intent.succeeded");
      expect((await readOrder(customer, orderId)).updatedAt).toBe(paid.updatedAt);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("the open-order cap", () => {
  it(
    "counts an order whose debit is processing: with it and two unpaid orders, a fourth is refused",
    async () => {
      const customer = await registeredCustomer();
      const product = await euroProduct();
      const debited = await orderOf(customer, product, BERLIN);
      const pi = await intentOf(customer, debited);
      await stripe.paymentIntents.confirm(pi, { payment_method: "pm_sepaDebit_successDelayed_de" });
      await orderState(customer, debited, "processing");
      await orderOf(customer, product, BERLIN);
      await orderOf(customer, product, BERLIN);
      const fourth = await api<ApiErrorBody>("/orders", {
        method: "POST",
        user: customer,
        body: { items: [{ productId: product, quantity: 1 }], ...BERLIN, currency: "eur" },
      });
      expect([fourth.status, fourth.body.error?.message]).toEqual([409, OPEN_ORDERS_MESSAGE]);
      expect((await readOrder(customer, debited)).state).toBe("processing");
    },
    SLOW_EMULATOR_MS,
  );
});

describe("a SEPA debit", () => {
  it(
    "that fails after days: processing (held, no cancel, no expiry, no second payment), then unpaid with a fresh hold and a mail, then paid by card",
    async () => {
      const customer = await registeredCustomer();
      const product = await euroProduct();
      const orderId = await orderOf(customer, product, BERLIN);
      const held = await productStock(product);
      const pi = await intentOf(customer, orderId);
      const confirmed = await stripe.paymentIntents.confirm(pi, {
        payment_method: "pm_sepaDebit_failedDelayed_de",
      });
      expect(confirmed.status).toBe("processing");
      const processing = await orderState(customer, orderId, "processing");
      expect(processing.purchases.every((p) => p.paymentProcessing === true)).toBe(true);
      await received(
        customer.email,
        `We have your payment instruction: ${processing.lines[0]?.productName} × 2`,
      );
      // Neither side can cancel it; its hold ending does not expire it; it cannot be paid twice.
      const cancel = await api<ApiErrorBody>(`/orders/${orderId}`, { method: "DELETE", user: customer });
      expect(cancel.status).toBe(409);
      await adminDb()
        .collection("orders")
        .doc(orderId)
        .update({ holdUntil: Date.now() - 1000 });
      const { expireOrder } = await expiryCode();
      expect(await expireOrder(orderId)).toBe("unchanged");
      const again = await api<ApiErrorBody>(`/orders/${orderId}/payment-intent`, {
        method: "POST",
        user: customer,
      });
      expect([again.status, again.body.error.message]).toEqual([409, PAYMENT_MESSAGES.processing]);
      expect((await readOrder(customer, orderId)).state).toBe("processing");
      expect(await productStock(product)).toBe(held);
      // Three minutes later the bank's answer: the debit failed.
      const before = Date.now();
      await settleAtBank("debit", pi);
      const unpaid = await orderState(customer, orderId, "unpaid");
      expect(unpaid.holdUntil).toBeGreaterThan(before);
      expect(unpaid.lastPaymentError).toBeTruthy();
      expect(unpaid.history.map((h) => h.state)).toEqual(["unpaid", "processing", "unpaid"]);
      expect(await productStock(product)).toBe(held);
      await received(customer.email, `Your payment failed: pay again — ${unpaid.lines[0]?.productName} × 2`);
      // A second attempt by card pays it.
      const second = await intentOf(customer, orderId);
      expect((await stripe.paymentIntents.confirm(second, { payment_method: "pm_card_visa" })).status).toBe(
        "succeeded",
      );
      const paid = await orderState(customer, orderId, "paid");
      expect(paid.purchases.every((p) => p.paymentProcessing !== true)).toBe(true);
    },
    SLOW_EMULATOR_MS * 2,
  );

  it(
    "ignores events late, twice or out of order: a processing or failure after success, a failure's processing replayed",
    async () => {
      const customer = await registeredCustomer();
      const orderId = await orderOf(customer, await euroProduct(), BERLIN);
      const pi = await intentOf(customer, orderId);
      await stripe.paymentIntents.confirm(pi, { payment_method: "pm_sepaDebit_successDelayed_de" });
      await orderState(customer, orderId, "processing");
      const [processingEvent] = await eventsProcessed(pi, "payment_intent.processing");
      // The same event twice: one mail.
      await resendEvent(processingEvent ?? "");
      await settleAtBank("debit", pi);
      const paid = await orderState(customer, orderId, "paid");
      expect(paid.history.map((h) => h.state)).toEqual(["unpaid", "processing", "paid"]);
      // Late: the processing delivered again after success, a new processing and a failure about it.
      await resendEvent(processingEvent ?? "");
      const late = await emitEvent(pi, "payment_intent.processing");
      const failed = await emitEvent(pi, "payment_intent.payment_failed");
      await vi.waitFor(async () => {
        expect(await stripeEventProcessed(late.id)).toBe(true);
        expect(await stripeEventProcessed(failed.id)).toBe(true);
      }, SETTLED);
      const after = await readOrder(customer, orderId);
      expect([after.state, after.updatedAt]).toEqual(["paid", paid.updatedAt]);
      const kinds = await mailKinds(orderId);
      expect(kinds.filter((k) => k === "order-processing")).toHaveLength(1);
      expect(kinds).not.toContain("order-payment-failed");
    },
    SLOW_EMULATOR_MS * 2,
  );

  it(
    "after it failed, a processing event of that attempt delivered late leaves the order unpaid",
    async () => {
      const customer = await registeredCustomer();
      const orderId = await orderOf(customer, await euroProduct(), BERLIN);
      const pi = await intentOf(customer, orderId);
      await stripe.paymentIntents.confirm(pi, { payment_method: "pm_sepaDebit_failed_de" });
      await eventsProcessed(pi, "payment_intent.payment_failed");
      const unpaid = await orderState(customer, orderId, "unpaid");
      const late = await emitEvent(pi, "payment_intent.processing");
      await vi.waitFor(async () => expect(await stripeEventProcessed(late.id)).toBe(true), SETTLED);
      expect((await readOrder(customer, orderId)).state).toBe("unpaid");
      expect((await readOrder(customer, orderId)).updatedAt).toBe(unpaid.updatedAt);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "refunded: the refund is pending at Stripe before it succeeds, and the order is refunded once",
    async () => {
      const customer = await registeredCustomer();
      const admin = await signInAdmin();
      const orderId = await orderOf(customer, await euroProduct(), BERLIN);
      const pi = await intentOf(customer, orderId);
      await stripe.paymentIntents.confirm(pi, { payment_method: "pm_sepaDebit_success_de" });
      const paid = await orderState(customer, orderId, "paid");
      const line = paid.purchaseIds[0] ?? "";
      const refunded = await api<{ refund: { id: string } } & ApiErrorBody>(`/purchase/${line}/refund`, {
        method: "POST",
        user: admin,
        body: {},
      });
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      const [refund] = (await stripe.refunds.list({ payment_intent: pi })).data;
      expect(refund?.status).toBe("pending");
      const after = await orderState(customer, orderId, "refunded");
      await settleAtBank("refund", refund?.id ?? "");
      expect((await stripe.refunds.retrieve(refund?.id ?? "")).status).toBe("succeeded");
      await eventsProcessed(pi, "refund.updated");
      const settled = await readOrder(customer, orderId);
      expect([settled.state, settled.refundedCents]).toEqual(["refunded", after.refundedCents]);
      expect(
        (await mailDocs({ purchaseId: line })).filter((m) => m.kind === "purchase-refunded").length,
      ).toBeLessThanOrEqual(1);
    },
    SLOW_EMULATOR_MS * 2,
  );
});
