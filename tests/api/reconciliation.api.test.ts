/**
 * Reconciliation with Stripe: differences planted in both directions on past days (the local
 * Stripe's clock dates its PaymentIntents and refunds; the shop's records are written with the
 * Admin SDK), a clean period, a real order of two lines paid today, the stored and listed runs,
 * the shop's mail, admins only, and the daily scheduled run for the day before.
 * Runs alone (scripts/emulated-suites.ts): it stops the local Stripe's clock, which every lane shares.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReconciliationAnswer, ReconciliationDifference, ReconciliationPage } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { runScheduledFunction } from "../support/clock.js";
import { SETTLE, adminDb, stripe } from "../support/payments.js";
import {
  paidOrder,
  pastDay,
  paidInStripe,
  plantPayment,
  plantRefundedPurchase,
  setStripeClock,
} from "../support/books.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signInAdmin(), registeredCustomer("Books Customer")]);
});

afterAll(async () => {
  await setStripeClock(null);
});

async function reconcile(from: string, to = from): Promise<ReconciliationAnswer> {
  const res = await call<ReconciliationAnswer>("POST", "/reconciliations", {
    token: admin.idToken,
    body: { from, to },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const byKind = (diffs: ReconciliationDifference[]) =>
  [...diffs].sort(
    (a, b) =>
      a.kind.localeCompare(b.kind) || (a.paymentIntentId ?? "").localeCompare(b.paymentIntentId ?? ""),
  );

describe("POST /reconciliations", () => {
  it("finds nothing in a clean period; an order's lines are summed per PaymentIntent; a recorded lost race is no difference", async () => {
    const { day, noon } = pastDay();
    await setStripeClock(noon);
    const [order, single] = await Promise.all([paidInStripe(5000), paidInStripe(1234)]);
    await setStripeClock(null);
    // One PaymentIntent for an order of two lines: one record per line, 2000 + 3000.
    await plantPayment({ transactionId: order, priceCents: 2000, createdAt: noon + 60_000 });
    await plantPayment({ transactionId: order, priceCents: 3000, createdAt: noon + 60_000 });
    await plantPayment({ transactionId: single, priceCents: 1234, createdAt: noon + 90_000 });
    // Paid after its purchase expired: refunded automatically, recorded on the purchase.
    await setStripeClock(noon + 120_000);
    const lostRace = await paidInStripe(999);
    const refund = await stripe.refunds.create({ payment_intent: lostRace });
    await setStripeClock(null);
    await plantRefundedPurchase(lostRace, refund.id, 999, noon + 180_000, false);
    const run = await reconcile(day);
    expect(run).toMatchObject({ from: day, to: day, matchedCount: 2, matchedCents: 6234, differences: [] });
  });

  it("finds each planted difference with its kind, stores the run and mails the shop", async () => {
    const { day, noon } = pastDay();
    await setStripeClock(noon);
    const onlyInStripe = await paidInStripe(1500);
    const changed = await paidInStripe(4000);
    const refundedInStripe = await paidInStripe(2500);
    const refundedInShop = await paidInStripe(3000);
    // A refund made while the webhook was down: the shop never heard of it.
    await stripe.refunds.create({ payment_intent: refundedInStripe, amount: 1000 });
    await setStripeClock(null);
    const ghost = `pi_ghost${Date.now()}`;
    await Promise.all([
      plantPayment({ transactionId: ghost, priceCents: 777, createdAt: noon }),
      plantPayment({ transactionId: changed, priceCents: 3500, createdAt: noon }),
      plantPayment({ transactionId: refundedInStripe, priceCents: 2500, createdAt: noon }),
      plantPayment({ transactionId: refundedInShop, priceCents: 3000, createdAt: noon }),
      // The shop recorded a refund that Stripe never made.
      plantRefundedPurchase(refundedInShop, `re_lost${Date.now()}`, 3000, noon + 3_600_000),
    ]);

    const run = await reconcile(day);
    expect(run.matchedCount).toBe(2);
    expect(run.matchedCents).toBe(5500);
    expect(byKind(run.differences)).toEqual(
      byKind([
        { kind: "missing_in_shop", paymentIntentId: onlyInStripe, stripeCents: 1500, currency: "usd" },
        { kind: "missing_in_stripe", paymentIntentId: ghost, shopCents: 777, currency: "usd" },
        {
          kind: "amount_differs",
          paymentIntentId: changed,
          stripeCents: 4000,
          shopCents: 3500,
          currency: "usd",
        },
        {
          kind: "refund_missing_in_shop",
          paymentIntentId: refundedInStripe,
          stripeCents: 1000,
          shopCents: 0,
          currency: "usd",
        },
        {
          kind: "refund_missing_in_stripe",
          paymentIntentId: refundedInShop,
          shopCents: 3000,
          currency: "usd",
        },
      ]),
    );

    const stored = (await adminDb().collection("reconciliations").doc(run._id).get()).data();
    expect(stored).toMatchObject({ from: day, to: day, by: admin.uid, matchedCount: 2 });
    expect((stored?.differences as unknown[]).length).toBe(5);

    const mails = await adminDb().collection("mail").where("kind", "==", "shop-reconciliation").get();
    const mine = mails.docs.map((d) => d.data()).filter((m) => String(m.message?.subject).includes(day));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.to).toBe("admin@gimbal.test");
    expect(String(mine[0]?.message?.text)).toContain(onlyInStripe);
  });

  it("does not mail the shop for a run without differences", async () => {
    const { day } = pastDay();
    const run = await reconcile(day);
    expect(run).toMatchObject({ matchedCount: 0, matchedCents: 0, differences: [] });
    const mails = await adminDb().collection("mail").where("kind", "==", "shop-reconciliation").get();
    expect(mails.docs.filter((d) => String(d.data().message?.subject).includes(day))).toHaveLength(0);
  });

  it("covers whole UTC days, both inclusive, and a period of several days", async () => {
    const a = pastDay();
    const first = Date.parse(`${a.day}T00:00:00.000Z`);
    const nextDay = new Date(first + 86_400_000).toISOString().slice(0, 10);
    await setStripeClock(first);
    const atMidnight = await paidInStripe(101);
    await setStripeClock(first + 2 * 86_400_000 - 1000);
    const lastSecond = await paidInStripe(202);
    await setStripeClock(null);
    const one = await reconcile(a.day);
    expect(one.differences).toEqual([
      { kind: "missing_in_shop", paymentIntentId: atMidnight, stripeCents: 101, currency: "usd" },
    ]);
    const two = await reconcile(a.day, nextDay);
    expect(byKind(two.differences)).toEqual(
      byKind([
        { kind: "missing_in_shop", paymentIntentId: atMidnight, stripeCents: 101, currency: "usd" },
        { kind: "missing_in_shop", paymentIntentId: lastSecond, stripeCents: 202, currency: "usd" },
      ]),
    );
  });

  it("matches a real order of two lines paid today through the shop", async () => {
    const { pi, totalCents } = await paidOrder(customer, ["Books Line A", "Books Line B"]);
    const records = await adminDb().collection("payments").where("transactionId", "==", pi).get();
    expect(records.size).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const run = await reconcile(today);
    expect(run.differences.filter((d) => d.paymentIntentId === pi)).toEqual([]);
    expect(run.matchedCount).toBeGreaterThanOrEqual(1);
    expect(run.matchedCents).toBeGreaterThanOrEqual(totalCents);
  });

  it("answers 401 without a token, 403 to a customer and 400 for bad periods", async () => {
    expectError(
      await call("POST", "/reconciliations", { body: { from: "2026-01-01", to: "2026-01-01" } }),
      401,
      "unauthenticated",
    );
    expectError(
      await call("POST", "/reconciliations", {
        token: customer.idToken,
        body: { from: "2026-01-01", to: "2026-01-01" },
      }),
      403,
      "permission-denied",
    );
    for (const body of [
      {},
      { from: "2026-01-02", to: "2026-01-01" },
      { from: "2026-02-30", to: "2026-03-01" },
      { from: "2026-1-1", to: "2026-01-02" },
      { from: "2024-01-01", to: "2026-01-01" },
    ]) {
      expectError(
        await call("POST", "/reconciliations", { token: admin.idToken, body }),
        400,
        "invalid-argument",
      );
    }
    expectError(await call("GET", "/reconciliations", { token: customer.idToken }), 403, "permission-denied");
  });
});

describe("GET /reconciliations", () => {
  it("lists the stored runs newest first, a page at a time", async () => {
    const { day } = pastDay();
    const run = await reconcile(day);
    const first = await call<ReconciliationPage>("GET", "/reconciliations?pageSize=1", {
      token: admin.idToken,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.items[0]).toMatchObject({ _id: run._id, from: day, to: day });
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    expect(first.body.nextCursor).toBe(run._id);
    const second = await call<ReconciliationPage>(
      `GET`,
      `/reconciliations?pageSize=1&cursor=${first.body.nextCursor}`,
      { token: admin.idToken },
    );
    expect(second.body.items[0]?._id).not.toBe(run._id);
  });
});

describe("reconcileDaily (scheduled)", () => {
  it("reconciles the UTC day before on its own and stores the run", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await setStripeClock(Date.parse(`${yesterday}T12:00:00.000Z`));
    const unrecorded = await paidInStripe(4321);
    await setStripeClock(null);
    expect(await runScheduledFunction("reconcileDaily")).toBe(200);
    await vi.waitFor(async () => {
      const doc = await adminDb().collection("reconciliations").doc(`daily-${yesterday}`).get();
      expect(doc.data()).toMatchObject({ from: yesterday, to: yesterday, by: "schedule" });
      expect(doc.data()?.differences).toContainEqual({
        kind: "missing_in_shop",
        paymentIntentId: unrecorded,
        stripeCents: 4321,
        currency: "usd",
      });
    }, SETTLE);
  });
});
