/**
 * The demo agrees with itself (issue 35 item 6): the seed's payments — its sales history of the
 * last 30 days (`pi_sale_demo-…`) and the demo customer's (`pi_seed_…`, 2026-01-01) — exist in the
 * local Stripe too, planted by the seed (scripts/lib/plant-payments.ts) with their own ids, times
 * and refunds, so a reconciliation of the seeded days finds no difference.
 * The days reconciled whole are ones no other test writes on: the stats overview's test plants
 * shop-only sales 1–5 days ago and the other books tests use 2001–2020; today is checked for the
 * seeded payments only (other files pay today).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ReconciliationAnswer } from "@shop/domain";
import { plantStoredPayments, storedPayments, type StoredPayment } from "../../scripts/lib/plant-payments.js";
import { seededPaymentIds } from "../../scripts/seed.js";
import type { TestUser } from "../support/auth.js";
import { STRIPE_LOCAL, STRIPE_LOCAL_URL } from "../support/env.js";
import { adminDb, stripe } from "../support/payments.js";
import { call } from "./helpers/http.js";
import { signInAdmin } from "./helpers/users.js";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = Math.floor(Date.now() / DAY) * DAY;

let admin: TestUser;
let seeded: StoredPayment[];

beforeAll(async () => {
  admin = await signInAdmin();
  seeded = await storedPayments(adminDb(), seededPaymentIds());
});

async function reconcile(from: string, to = from): Promise<ReconciliationAnswer> {
  const res = await call<ReconciliationAnswer>("POST", "/reconciliations", {
    token: admin.idToken,
    body: { from, to },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The seeded PaymentIntents paid in `[startMs, endMs)`: how many, and their sum. */
function seededPaid(startMs: number, endMs: number): { count: number; cents: number } {
  const byIntent = new Map<string, number>();
  for (const { payment } of seeded) {
    if (payment.createdAt < startMs || payment.createdAt >= endMs) continue;
    byIntent.set(payment.transactionId, (byIntent.get(payment.transactionId) ?? 0) + payment.priceCents);
  }
  return { count: byIntent.size, cents: [...byIntent.values()].reduce((a, b) => a + b, 0) };
}

describe("the seeded payments in the local Stripe", () => {
  it("were planted by the seed as the shop recorded them: ids, amounts, times, refunds", async () => {
    // 40 sales of which 3 were cancelled and 2 expired; the demo customer's paid, shipped and refunded
    // purchases; one order of two lines (one PaymentIntent).
    expect(seeded).toHaveLength(35 + 3 + 2);
    const sale = seeded.find((s) => s.payment.transactionId === "pi_sale_demo-sale-05");
    const pi = await stripe.paymentIntents.retrieve("pi_sale_demo-sale-05");
    expect(pi).toMatchObject({
      status: "succeeded",
      amount_received: sale?.payment.priceCents,
      created: Math.floor((sale?.purchase?.createdAt ?? 0) / 1000),
      metadata: { orderId: "demo-sale-05" },
    });
    // Sale 5 was refunded in full in Stripe two days after its payment.
    const [refund] = (await stripe.refunds.list({ payment_intent: pi.id })).data;
    expect(refund).toMatchObject({
      id: "re_sale_demo-sale-05",
      amount: sale?.payment.priceCents,
      created: Math.floor((sale?.purchase?.refund?.at ?? 0) / 1000),
    });
    const order = await stripe.paymentIntents.retrieve("pi_seed_order");
    const lines = seeded.filter((s) => s.payment.transactionId === "pi_seed_order");
    expect(lines.map((l) => l.id).sort()).toEqual(["demo-order-line-1", "demo-order-line-2"]);
    expect(order.amount).toBe(lines[0]?.order?.totalCents);
  });

  it("plants again without doubling anything (every start plants them)", async () => {
    const stripeSide = { url: STRIPE_LOCAL_URL, secretKey: STRIPE_LOCAL.secretKey };
    expect(await plantStoredPayments(adminDb(), seededPaymentIds(), stripeSide)).toBe(35 + 3 + 1);
    expect((await stripe.refunds.list({ payment_intent: "pi_sale_demo-sale-05" })).data).toHaveLength(1);
    const charges = await stripe.charges.list({ payment_intent: "pi_seed_order" });
    expect(charges.data).toHaveLength(1);
  });

  it("reconciles the seeded days 6 to 29 days ago, and the demo customer's day, with no difference", async () => {
    const from = today - 29 * DAY;
    const to = today - 6 * DAY;
    const expected = seededPaid(from, to + DAY);
    expect(expected.count).toBeGreaterThan(20);
    const run = await reconcile(isoDay(from), isoDay(to));
    expect(run).toMatchObject({
      differences: [],
      matchedCount: expected.count,
      matchedCents: expected.cents,
    });

    const jan1 = Date.UTC(2026, 0, 1);
    const demo = await reconcile(isoDay(jan1));
    expect(demo).toMatchObject({ differences: [], ...pick(seededPaid(jan1, jan1 + DAY)) });
    expect(demo.matchedCount).toBe(4);
  });

  it("finds no difference about a seeded payment in the last days and today", async () => {
    const run = await reconcile(isoDay(today - 5 * DAY), isoDay(today));
    const seededIds = new Set(seeded.map((s) => s.payment.transactionId));
    expect(run.differences.filter((d) => seededIds.has(d.paymentIntentId ?? ""))).toEqual([]);
    expect(run.matchedCount).toBeGreaterThanOrEqual(seededPaid(today - 5 * DAY, today + DAY).count);
  });
});

function pick(p: { count: number; cents: number }) {
  return { matchedCount: p.count, matchedCents: p.cents };
}
