/**
 * Issue 47, the books on the live stack: an order with shipping and sales tax (New York, USD) is
 * booked as Stripe charged it and a reconciliation finds no difference; one piece of two returned
 * and then the rest refunded leaves credit notes within the invoice (pieces, tax, total), shipping
 * refunded once every piece is back, Stripe Tax reversals that add up to the tax charged, and the
 * pieces back in stock once each; an `Idempotency-Key`'s answer is kept in the order's own write.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type {
  ApiErrorBody,
  OrderAnswer,
  PaymentBook,
  PlacedOrderAnswer,
  PostalAddress,
  ReconciliationAnswer,
  ReturnAnswer,
  ReturnRequestedAnswer,
} from "@shop/domain";
import { createTestProduct, productStock } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { SLOW_EMULATOR_MS, adminDb, api, paymentIntentIdOf, stripe } from "../support/payments.js";
import { call } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const NEW_YORK: PostalAddress = {
  name: "Nora Books",
  line1: "350 5th Ave",
  city: "New York",
  region: "NY",
  postalCode: "10118",
  country: "US",
};
/** Webhooks, triggers and numbering run beside every other lane: generous waits on two busy cores. */
const BUSY = { timeout: 90_000, interval: 500 } as const;

let admin: TestUser;
beforeAll(async () => {
  admin = await signInAdmin();
}, SLOW_EMULATOR_MS);

/** One product at $40.00 ordered `quantity` times to New York, paid by card. */
async function paidNewYorkOrder(customer: TestUser, quantity: number) {
  const productId = await createTestProduct({
    name: `Books Gimbal ${randomUUID().slice(0, 8)}`,
    priceCents: 4000,
    minimumOrder: 0,
    availableOrder: 20,
  });
  const placed = await api<PlacedOrderAnswer & ApiErrorBody>("/orders", {
    method: "POST",
    user: customer,
    body: { items: [{ productId, quantity }], address: NEW_YORK, phone: "+1 212 555 0100" },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body.shippingCents).toBeGreaterThan(0);
  expect(placed.body.taxCents).toBeGreaterThan(0);
  const { orderId } = placed.body;
  const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
    method: "POST",
    user: customer,
  });
  const pi = paymentIntentIdOf(intent.body.clientSecret);
  await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
  const order = await vi.waitFor(async () => {
    const res = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
    expect(res.body.state).toBe("paid");
    expect(res.body.taxTransactionId).toBeTruthy();
    return res.body;
  }, BUSY);
  return { orderId, pi, productId, order, purchaseId: order.lines[0]?.purchaseId ?? "" };
}

async function book(pi: string): Promise<PaymentBook> {
  const snap = await adminDb().collection("ledgerPayments").doc(pi).get();
  expect(snap.exists, `ledgerPayments/${pi}`).toBe(true);
  return snap.data() as PaymentBook;
}

describe("the books of an order's money", () => {
  it("books what Stripe charged (goods, shipping, tax) and a reconciliation finds no difference", async () => {
    const customer = await registeredCustomer("Nora Books");
    const { pi, order } = await paidNewYorkOrder(customer, 1);
    const books = await book(pi);
    expect(books).toMatchObject({
      currency: "usd",
      chargedCents: order.totalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      taxIncluded: false,
    });
    expect(books.lines.map((l) => l.goodsCents)).toEqual([4000]);
    expect(books.chargedCents).toBe(4000 + (order.shippingCents ?? 0) + (order.taxCents ?? 0));
    const record = await adminDb()
      .collection("payments")
      .doc(order.lines[0]?.purchaseId ?? "")
      .get();
    expect(record.get("currency")).toBe("usd");

    const today = new Date().toISOString().slice(0, 10);
    const run = await call<ReconciliationAnswer>("POST", "/reconciliations", {
      token: admin.idToken,
      body: { from: today, to: today },
    });
    expect(run.status, run.text).toBe(200);
    expect(run.body.differences.filter((d) => d.paymentIntentId === pi)).toEqual([]);
  });

  it("one piece of two returned, then the rest refunded: credit notes within the invoice, shipping once, tax reversed once", async () => {
    const customer = await registeredCustomer("Rhea Rest");
    const { pi, orderId, productId, order, purchaseId } = await paidNewYorkOrder(customer, 2);
    const shipped = await api(`/purchase/${purchaseId}`, {
      method: "PUT",
      user: admin,
      body: { carrier: "UPS" },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const asked = await api<ReturnRequestedAnswer & ApiErrorBody>(`/purchase/${purchaseId}/returns`, {
      method: "POST",
      user: customer,
      body: { quantity: 1, reason: "Damaged" },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const { returnId } = asked.body;
    const approved = await api(`/returns/${returnId}/approve`, { method: "POST", user: admin, body: {} });
    expect(approved.status).toBe(200);
    const stockBefore = (await productStock(productId)) ?? 0;
    const received = await api<ReturnAnswer>(`/returns/${returnId}/receive`, {
      method: "POST",
      user: admin,
      body: { restock: true },
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const lineTax = order.lines[0]?.taxCents ?? 0;
    // One piece of two: half the goods and half the line's sales tax, as it was added (USD).
    expect(received.body.refund?.amountCents).toBe(4000 + Math.round(lineTax / 2));

    const rest = await api<{ refund: { id: string; amountCents: number } }>(
      `/purchase/${purchaseId}/refund`,
      {
        method: "POST",
        user: admin,
        body: { restock: true },
      },
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.refund.amountCents).toBe(4000 + lineTax - Math.round(lineTax / 2));
    // Each piece back in stock once: the return's, then the one the customer still had.
    expect(await productStock(productId)).toBe(stockBefore + 2);

    // Every piece back: shipping and its tax refunded too, so Stripe gave back all it charged.
    const refunds = await vi.waitFor(async () => {
      const list = await stripe.refunds.list({ payment_intent: pi, limit: 100 });
      expect(list.data.reduce((sum, r) => sum + r.amount, 0)).toBe(order.totalCents);
      return list.data;
    }, BUSY);
    expect(refunds).toHaveLength(3);

    // Credit notes within the invoice: pieces, tax, total.
    const notes = await vi.waitFor(async () => {
      const snap = await adminDb().collection("creditNotes").where("orderId", "==", orderId).get();
      const purchaseNotes = await adminDb()
        .collection("creditNotes")
        .where("purchaseId", "==", purchaseId)
        .get();
      const all = new Map([...snap.docs, ...purchaseNotes.docs].map((d) => [d.id, d.data()]));
      expect(all.size).toBe(3);
      return [...all.values()];
    }, BUSY);
    const pieces = notes.reduce(
      (sum, n) => sum + (n.lines as { quantity: number }[]).reduce((s, l) => s + l.quantity, 0),
      0,
    );
    expect(pieces).toBe(2);
    expect(notes.reduce((sum, n) => sum + (n.taxCents as number), 0)).toBe(order.taxCents);
    expect(notes.reduce((sum, n) => sum + (n.totalCents as number), 0)).toBe(order.totalCents);

    // Stripe Tax: one reversal per refund, adding up to the tax charged.
    const reversed = await vi.waitFor(async () => {
      const booked = await adminDb().collection("ledgerRefunds").where("paymentIntentId", "==", pi).get();
      expect(booked.size).toBe(3);
      const ids = booked.docs.map((d) => d.get("taxReversalId") as string | undefined);
      expect(ids.every((id) => typeof id === "string")).toBe(true);
      return ids as string[];
    }, BUSY);
    let taxBack = 0;
    for (const id of reversed) {
      const t = await stripe.tax.transactions.retrieve(id, { expand: ["line_items"] });
      taxBack -= (t.line_items?.data ?? []).reduce((sum, l) => sum + l.amount_tax, 0);
      taxBack -= t.shipping_cost?.amount_tax ?? 0;
    }
    expect(taxBack).toBe(order.taxCents);
    const after = await book(pi);
    expect(after.refunded.totalCents).toBe(order.totalCents);
  });
});

describe("Idempotency-Key and the order's write", () => {
  it("keeps the answer in the same write as the order, so a retry after any later failure answers it", async () => {
    const customer = await registeredCustomer("Ida Once");
    const productId = await createTestProduct({
      name: `Once Gimbal ${randomUUID().slice(0, 8)}`,
      priceCents: 1500,
      minimumOrder: 0,
      availableOrder: 5,
    });
    const key = randomUUID();
    const bodyOf = { items: [{ productId, quantity: 1 }], address: NEW_YORK, phone: "+1 212 555 0100" };
    const first = await call<PlacedOrderAnswer>("POST", "/orders", {
      token: customer.idToken,
      body: bodyOf,
      headers: { "Idempotency-Key": key },
    });
    expect(first.status, first.text).toBe(201);
    const orderSnap = await adminDb().collection("orders").doc(first.body.orderId).get();
    const kept = await adminDb().collection("idempotencyKeys").where("uid", "==", customer.uid).get();
    expect(kept.size).toBe(1);
    const record = kept.docs[0];
    // One commit: the order and its kept answer (a failure after it can no longer release the key).
    expect(record?.updateTime.toMillis()).toBe(orderSnap.createTime?.toMillis());
    expect(record?.get("answer")).toMatchObject({ status: 201, body: { orderId: first.body.orderId } });
    // As a request that failed after the write leaves it: its claim lapsed.
    await record?.ref.update({ claimedUntil: 0 });
    const retry = await call<PlacedOrderAnswer>("POST", "/orders", {
      token: customer.idToken,
      body: bodyOf,
      headers: { "Idempotency-Key": key },
    });
    expect(retry.status).toBe(201);
    expect(retry.body.orderId).toBe(first.body.orderId);
    const orders = await adminDb().collection("orders").where("userId", "==", customer.uid).get();
    expect(orders.size).toBe(1);
  });
});
