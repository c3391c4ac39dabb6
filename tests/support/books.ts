/**
 * Planting the books of a past day for the reconciliation and export tests: PaymentIntents made
 * in the local Stripe at a set time (its clock), payment records and purchases written with the
 * Admin SDK.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { expect, vi } from "vitest";
import { newPurchase, type PlacedOrderAnswer, type Purchase } from "@shop/domain";
import { purchaseDocument } from "../../scripts/lib/purchase-document.js";
import { createTestProduct } from "./admin-sdk.js";
import type { TestUser } from "./auth.js";
import { STRIPE_LOCAL_URL } from "./env.js";
import { SETTLE, adminDb, api, paymentIntentIdOf, stripe } from "./payments.js";

const DAY_MS = 86_400_000;

/** A random day of the past (2001–2020) as `YYYY-MM-DD`, and its noon in ms. */
export function pastDay(): { day: string; noon: number } {
  const start = Date.UTC(2001, 0, 1);
  const days = Math.floor(Math.random() * 7000);
  const ms = start + days * DAY_MS;
  return { day: new Date(ms).toISOString().slice(0, 10), noon: ms + DAY_MS / 2 };
}

/** Stops the local Stripe's clock at `ms` (what is made now gets that `created`); null: real time. */
export async function setStripeClock(ms: number | null): Promise<void> {
  const now = ms === null ? "" : String(Math.floor(ms / 1000));
  const res = await fetch(`${STRIPE_LOCAL_URL}/_local/clock`, {
    method: "POST",
    body: new URLSearchParams({ now }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status}`);
}

/** A PaymentIntent paid with 4242 in Stripe alone (no purchase names it). */
export async function paidInStripe(cents: number): Promise<string> {
  const pi = await stripe.paymentIntents.create({
    amount: cents,
    currency: "usd",
    payment_method: "pm_card_visa",
  });
  const done = await stripe.paymentIntents.confirm(pi.id);
  if (done.status !== "succeeded") throw new Error(`${pi.id} is ${done.status}`);
  return pi.id;
}

export interface PlantedPayment {
  transactionId: string;
  priceCents: number;
  createdAt: number;
  productName?: string;
  userName?: string;
  userEmail?: string;
  invoiceNumber?: string;
}

/** A payment record `payments/{id}` as the shop writes one; its id. */
export async function plantPayment(p: PlantedPayment): Promise<string> {
  const id = `books-${randomUUID().slice(0, 12)}`;
  await adminDb()
    .collection("payments")
    .doc(id)
    .set({
      product: id,
      productName: p.productName ?? "Books Gimbal",
      priceCents: p.priceCents,
      shipment: false,
      userId: "books-user",
      userEmail: p.userEmail ?? "books@example.com",
      userName: p.userName ?? "Books Buyer",
      transactionId: p.transactionId,
      createdAt: Timestamp.fromMillis(p.createdAt),
      ...(p.invoiceNumber ? { invoiceNumber: p.invoiceNumber } : {}),
    });
  return id;
}

/**
 * A purchase refunded in full by the shop (refund id `refundId`) for the PaymentIntent `pi`, as a
 * purchase from before orders holds it (no order: the order migration of issue 30 may read it).
 */
export async function plantRefundedPurchase(
  pi: string,
  refundId: string,
  cents: number,
  at: number,
  /** False for a purchase that lost the race with its expiry: it no longer holds the PaymentIntent. */
  holdsIntent = true,
): Promise<string> {
  const id = `books-${randomUUID().slice(0, 12)}`;
  const placed = newPurchase({
    product: {
      id: "books-product",
      name: "Books Gimbal",
      image: "/images/products/tripod.webp",
      priceCents: cents,
    },
    quantity: 1,
    buyer: { uid: "books-user", name: "Books Buyer", email: "books@example.com" },
    address: "1 Ledger Lane, Springfield, IL 62701",
    phone: "555-0100",
    at,
    holdSeconds: 3_600,
  });
  const state = holdsIntent ? "refunded" : "expired";
  const purchase: Purchase = {
    ...placed,
    state,
    paymentIntentId: holdsIntent ? pi : null,
    transactionId: pi,
    orderId: null,
    history: [...placed.history, ...(holdsIntent ? [{ state: "paid" as const, at }] : []), { state, at }],
    refund: { id: refundId, amountCents: cents, at, by: "admin", reason: "test", restocked: false },
  };
  await adminDb().collection("purchases").doc(id).set(purchaseDocument(purchase, Timestamp.fromMillis));
  return id;
}

/** An order of two lines placed through the API and paid with 4242 (waits for the webhook). */
export async function paidOrder(
  user: TestUser,
  names: [string, string],
): Promise<{ orderId: string; pi: string; totalCents: number }> {
  const ids = await Promise.all(
    names.map((name, i) =>
      createTestProduct({ name, priceCents: 1999 + i * 1000, minimumOrder: 1, availableOrder: 40 }),
    ),
  );
  const placed = await api<PlacedOrderAnswer>("/orders", {
    method: "POST",
    user,
    body: {
      items: ids.map((productId, i) => ({ productId, quantity: i + 2 })),
      address: "1 Books Road, Springfield, IL 62701",
      phone: "+1 555 0101",
    },
  });
  if (placed.status !== 201)
    throw new Error(`POST /orders answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const { orderId, totalCents } = placed.body;
  const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
    method: "POST",
    user,
  });
  const pi = paymentIntentIdOf(intent.body.clientSecret);
  await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
  await vi.waitFor(async () => {
    const order = await adminDb().collection("orders").doc(orderId).get();
    expect(order.data()?.state).toBe("paid");
  }, SETTLE);
  return { orderId, pi, totalCents };
}

export interface PlantedOrder {
  createdAt: number;
  userName?: string;
  lines: { productName: string; quantity: number; priceCents: number }[];
  invoiceNumber?: string;
}

/** An order `orders/{id}` as the shop stores a paid one; its id. */
export async function plantOrder(o: PlantedOrder): Promise<string> {
  const id = `books-order-${randomUUID().slice(0, 12)}`;
  const at = Timestamp.fromMillis(o.createdAt);
  const subtotal = o.lines.reduce((s, l) => s + l.priceCents, 0);
  await adminDb()
    .collection("orders")
    .doc(id)
    .set({
      userId: "books-user",
      userName: o.userName ?? "Books Buyer",
      userEmail: "books@example.com",
      address: "1 Books Road, Springfield, IL 62701",
      phone: "+1 555 0101",
      lines: o.lines.map((l, i) => ({
        ...l,
        productId: `books-p${i}`,
        productImage: "",
        unitPriceCents: Math.round(l.priceCents / l.quantity),
        paidCents: l.priceCents,
        purchaseId: `${id}-${i}`,
      })),
      purchaseIds: o.lines.map((_, i) => `${id}-${i}`),
      subtotalCents: subtotal,
      discountCents: 0,
      totalCents: subtotal,
      promoCode: null,
      state: "paid",
      paymentIntentId: `pi_books_${id}`,
      transactionId: `pi_books_${id}`,
      refundedCents: 0,
      refundedPurchaseIds: [],
      history: [
        { state: "unpaid", at },
        { state: "paid", at },
      ],
      createdAt: at,
      updatedAt: at,
      holdUntil: at,
      ...(o.invoiceNumber ? { invoiceNumber: o.invoiceNumber } : {}),
    });
  return id;
}
