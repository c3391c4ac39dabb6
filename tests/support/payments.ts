/**
 * Helpers for the payment suites: purchases written with the Admin SDK (Firestore emulator),
 * the real Stripe SDK pointed at the local Stripe-compatible server, and its test-only event log.
 */
import { randomUUID } from "node:crypto";
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { Timestamp, getFirestore, type Firestore } from "firebase-admin/firestore";
import Stripe from "stripe";
import { expect, vi } from "vitest";
import {
  DEFAULT_PURCHASE_HOLD_SECONDS,
  newOrder,
  type Payment,
  type Purchase,
  type PurchaseState,
} from "@shop/domain";
import { orderDocument, purchaseDocument } from "../../scripts/lib/purchase-document.js";
import { createTestProduct as createBucketedProduct } from "./admin-sdk.js";
import { P, PROJECT_ID, STRIPE_LOCAL, STRIPE_LOCAL_URL } from "./env.js";
import { call, type ApiAnswer } from "./http.js";
import type { TestUser } from "./auth.js";

/**
 * Webhooks and first calls start Functions-emulator workers, which can take many seconds on a
 * busy machine: generous limits for waiting (these are not speed assertions).
 */
export const SETTLE = { timeout: 45_000, interval: 250 } as const;
export const SLOW_EMULATOR_MS = 120_000;

let app: App | undefined;
export function adminDb(): Firestore {
  app ??=
    getApps().find((a) => a.name === "payments-tests") ??
    initializeApp({ projectId: PROJECT_ID }, "payments-tests");
  return getFirestore(app);
}

export const stripe = new Stripe(STRIPE_LOCAL.secretKey, {
  host: "127.0.0.1",
  port: P.stripe,
  protocol: "http",
  maxNetworkRetries: 0,
});

export interface PurchaseSeed {
  priceCents?: number;
  state?: PurchaseState;
  productName?: string;
  /** A product of the test's own and how many pieces (the price split evenly over them). */
  productId?: string;
  quantity?: number;
}

/**
 * An order of one line of `user` as POST /purchase stores it (unpaid, price set, no PaymentIntent
 * yet), built by @shop/domain's `newOrder`; the purchase id.
 */
export async function createUnpaidPurchase(user: TestUser, seed: PurchaseSeed = {}): Promise<string> {
  const id = `pay-${randomUUID().slice(0, 12)}`;
  const orderId = `order-${id}`;
  const priceCents = seed.priceCents ?? 4_998;
  // Two pieces at half the price, or one piece at an odd price (whole cents either way).
  const quantity = seed.quantity ?? (priceCents % 2 === 0 ? 2 : 1);
  const { order, purchases } = newOrder({
    orderId,
    purchaseIds: [id],
    // No such product: cancelling this purchase never changes the seeded catalogue's stock.
    items: [
      {
        product: {
          id: seed.productId ?? "payments-test-product",
          name: seed.productName ?? "Payment Test Gimbal",
          image: "/images/products/tripod.webp",
          priceCents: priceCents / quantity,
        },
        quantity,
      },
    ],
    buyer: { uid: user.uid, name: "Test Customer", email: user.email },
    address: "1 Test Street, Springfield, IL 62701",
    phone: "+1 555 0100",
    promoCode: null,
    discountCents: 0,
    at: Date.now(),
    holdSeconds: DEFAULT_PURCHASE_HOLD_SECONDS,
    placedFrom: "purchase-page",
  });
  const [purchase] = purchases;
  if (!purchase) throw new Error("newOrder made no purchase");
  // A state other than unpaid is planted as it is (for refusal tests), without its history.
  const state = seed.state ?? "unpaid";
  const planted = { ...purchase, state, paid: state === "paid" };
  const orderState = state === "shipped" ? "paid" : state;
  const batch = adminDb().batch();
  batch.set(
    adminDb().collection("orders").doc(orderId),
    orderDocument({ ...order, state: orderState }, Timestamp.fromMillis),
  );
  batch.set(adminDb().collection("purchases").doc(id), purchaseDocument(planted, Timestamp.fromMillis));
  await batch.commit();
  return id;
}

/** A product of the test's own (never a seeded one), priced in cents, its stock in buckets. */
export function createTestProduct(priceCents: number, name = "Payment Test Gimbal"): Promise<string> {
  const id = `pay-product-${randomUUID().slice(0, 12)}`;
  return createBucketedProduct(
    {
      name,
      description: "A product made by the payment tests.",
      image: "/images/products/tripod.webp",
      minimumOrder: 1,
      availableOrder: 100,
      priceCents,
    },
    id,
  );
}

/** Ends the hold of a purchase's order now (both carry `holdUntil`). */
export async function endHold(purchaseId: string): Promise<void> {
  const overdue = { holdUntil: Timestamp.fromMillis(Date.now() - 1000) };
  const purchase = await readPurchase(purchaseId);
  await adminDb().collection("purchases").doc(purchaseId).update(overdue);
  await adminDb().collection("orders").doc(String(purchase.orderId)).update(overdue);
}

/** Orders `quantity` pieces through POST /purchase, as the purchase page does; the purchase id. */
export async function orderThroughApi(user: TestUser, productId: string, quantity: number): Promise<string> {
  const res = await api<{ insertedId: string }>("/purchase", {
    method: "POST",
    user,
    body: { productId, quantity, address: "1 Test Street, Springfield, IL 62701", phone: "+1 555 0100" },
  });
  if (res.status !== 201)
    throw new Error(`POST /purchase answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.insertedId;
}

type Stored<T> = Omit<T, "createdAt" | "updatedAt"> & { createdAt: Timestamp; updatedAt?: Timestamp };

export async function readPurchase(id: string): Promise<Stored<Purchase>> {
  const snap = await adminDb().collection("purchases").doc(id).get();
  if (!snap.exists) throw new Error(`purchase ${id} does not exist`);
  return snap.data() as Stored<Purchase>;
}

/** The order a purchase is a line of (every checkout is an order), as stored. */
export async function readOrderOf(purchaseId: string): Promise<Record<string, unknown> & { _id: string }> {
  const orderId = String((await readPurchase(purchaseId)).orderId);
  const snap = await adminDb().collection("orders").doc(orderId).get();
  if (!snap.exists) throw new Error(`order ${orderId} does not exist`);
  return { ...snap.data(), _id: orderId };
}

export async function readPayment(id: string): Promise<Stored<Payment> | undefined> {
  const snap = await adminDb().collection("payments").doc(id).get();
  return snap.exists ? (snap.data() as Stored<Payment>) : undefined;
}

export async function stripeEventProcessed(eventId: string): Promise<boolean> {
  return (await adminDb().collection("stripeEvents").doc(eventId).get()).exists;
}

/**
 * A JSON call to the API as a customer or admin (`user`): the suites' one client (http.ts) with the
 * payments suites' shorthand; an answer that is not JSON fails the test here.
 */
export async function api<T = Record<string, unknown>>(
  path: string,
  opts: { method?: string; user?: TestUser; body?: unknown } = {},
): Promise<Pick<ApiAnswer<T>, "status" | "body">> {
  const method = opts.method ?? "GET";
  const answer = await call<T>(method, path, {
    token: opts.user?.idToken,
    body: opts.body,
    headers: { Accept: "application/json" },
  });
  if (!(answer.headers.get("content-type") ?? "").includes("json")) {
    throw new Error(`${method} ${path}: ${answer.status} answered non-JSON: ${answer.text.slice(0, 200)}`);
  }
  return { status: answer.status, body: answer.body };
}

export function paymentIntentIdOf(clientSecret: string): string {
  const match = /^(pi_[^_]+)_secret_/.exec(clientSecret);
  if (!match?.[1]) throw new Error(`not a client secret: ${clientSecret}`);
  return match[1];
}

/** The PaymentIntent the payment page would get for this purchase (POST /create-payment-intent). */
export async function paymentIntentFor(user: TestUser, purchaseId: string): Promise<string> {
  const res = await api<{ clientSecret: string }>("/create-payment-intent", {
    method: "POST",
    user,
    body: { purchaseId },
  });
  if (res.status !== 200) {
    throw new Error(`POST /create-payment-intent answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return paymentIntentIdOf(res.body.clientSecret);
}

/** Pays with 4242 and waits until the webhook has marked the purchase paid; the PaymentIntent id. */
export async function payWithCard(user: TestUser, purchaseId: string): Promise<string> {
  const pi = await paymentIntentFor(user, purchaseId);
  await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
  // vi.waitFor, not expect.poll: suites pay in their beforeAll hooks too, where expect.poll refuses.
  await vi.waitFor(
    async () =>
      expect((await readPurchase(purchaseId)).state, `purchase ${purchaseId} paid by the webhook`).toBe(
        "paid",
      ),
    SETTLE,
  );
  return pi;
}

export interface LocalEventRecord {
  id: string;
  type: string;
  object_id: string;
  status: "pending" | "delivering" | "succeeded" | "failed" | "skipped";
  deliveries: number;
  attempts: { delivery: number; attempt: number; status_code: number | null }[];
}

/** The local Stripe server's record of the events about one PaymentIntent (oldest first). */
export async function localEvents(paymentIntentId: string, type?: string): Promise<LocalEventRecord[]> {
  const qs = new URLSearchParams({ payment_intent: paymentIntentId, ...(type ? { type } : {}) });
  const res = await fetch(`${STRIPE_LOCAL_URL}/_local/events?${qs.toString()}`);
  const body = (await res.json()) as { data: LocalEventRecord[] };
  return body.data;
}

/** True once every webhook about this PaymentIntent has been delivered (or given up). */
export async function webhooksSettled(paymentIntentId: string): Promise<boolean> {
  const events = await localEvents(paymentIntentId);
  return events.every((e) => e.status === "succeeded" || e.status === "failed" || e.status === "skipped");
}

export async function localEvent(eventId: string): Promise<LocalEventRecord> {
  const res = await fetch(`${STRIPE_LOCAL_URL}/_local/events/${eventId}`);
  return (await res.json()) as LocalEventRecord;
}

export async function resendEvent(eventId: string): Promise<void> {
  const res = await fetch(`${STRIPE_LOCAL_URL}/_local/events/${eventId}/resend`, { method: "POST" });
  if (!res.ok) throw new Error(`resend ${eventId}: ${res.status}`);
}

/** Makes the local server send an event of `type` about the PaymentIntent as it is now. */
export async function emitEvent(paymentIntentId: string, type: string): Promise<LocalEventRecord> {
  const res = await fetch(`${STRIPE_LOCAL_URL}/_local/payment_intents/${paymentIntentId}/emit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type }),
  });
  if (!res.ok) throw new Error(`emit ${type}: ${res.status}`);
  return (await res.json()) as LocalEventRecord;
}

/**
 * The bank answers now: the PaymentIntent's pending SEPA debit (`kind: "debit"`) or a pending SEPA
 * refund (`kind: "refund"`) gets its outcome as if Stripe's three minutes had passed. Only that
 * object settles: moving the local Stripe's shared clock instead would settle every lane's.
 */
export async function settleAtBank(kind: "debit" | "refund", id: string): Promise<void> {
  const path = kind === "debit" ? "payment_intents" : "refunds";
  const res = await fetch(`${STRIPE_LOCAL_URL}/_local/${path}/${id}/settle`, { method: "POST" });
  if (!res.ok) throw new Error(`settle ${kind} ${id}: ${res.status} ${await res.text()}`);
}

/**
 * Pays an order by card (4242) through its one PaymentIntent (POST /orders/:id/payment-intent,
 * then Stripe's confirmation), without waiting for the webhook: each caller waits for what it
 * checks. The PaymentIntent's id.
 */
export async function payOrderByCard(user: TestUser, orderId: string): Promise<string> {
  const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
    method: "POST",
    user,
  });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const paymentIntentId = paymentIntentIdOf(intent.body.clientSecret);
  await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" });
  return paymentIntentId;
}
