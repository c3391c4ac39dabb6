/**
 * Issue 25 item 1: GET /stats/overview. Figures against payments and refunds planted on known
 * days (UTC day edges, a refund on another day than its payment, a partial refund, cancelled and
 * expired purchases and a lost race's refund left out), compared day by day with the payment
 * records themselves; a payment and a refund made through the API counted within 10 s; admins
 * only; `days` validated. Other lanes pay today: the past days are compared whole, today only
 * through this file's own product.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { PURCHASE_STATES, type StatsOverviewAnswer } from "@shop/domain";
import { saleFirestoreDocuments, type Sale, type SaleStory } from "../../scripts/lib/sale-documents.js";
import { createCustomer, type TestUser } from "../support/auth.js";
import {
  SETTLE,
  adminDb,
  api,
  createTestProduct,
  orderThroughApi,
  payWithCard,
} from "../support/payments.js";
import { call, expectError } from "./helpers/http.js";
import { signInAdmin } from "./helpers/users.js";

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const day = (n: number) => today - n * DAY;
const iso = (at: number) => new Date(at).toISOString().slice(0, 10);
/** The past days compared whole (today is shared with the other lanes' payments). */
const PAST = [6, 5, 4, 3, 2, 1].map((n) => iso(day(n)));

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signInAdmin(), createCustomer("Overview Customer")]);
});

async function overview(days?: number): Promise<StatsOverviewAnswer> {
  const query = days === undefined ? "" : `?days=${days}`;
  const res = await call<StatsOverviewAnswer>("GET", `/stats/overview${query}`, {
    token: admin.idToken,
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

interface DayFigures {
  paid: number;
  refunded: number;
  orders: number;
}

/**
 * The past days' figures computed from the payment records themselves (a payment counts on its
 * `createdAt` day) and the refunds on their purchases (a full refund on its own day, a partial
 * one on the day it was recorded).
 */
async function figuresFromPayments(skipPrefix?: string): Promise<Map<string, DayFigures>> {
  const db = adminDb();
  const [payments, purchases] = await Promise.all([
    db.collection("payments").get(),
    db.collection("purchases").get(),
  ]);
  const byId = new Map(purchases.docs.map((d) => [d.id, d.data()]));
  const days = new Map(PAST.map((d) => [d, { paid: 0, refunded: 0, orders: 0 }]));
  const add = (at: Timestamp, f: Partial<DayFigures>) => {
    const figures = days.get(iso(at.toMillis()));
    if (!figures) return;
    figures.paid += f.paid ?? 0;
    figures.refunded += f.refunded ?? 0;
    figures.orders += f.orders ?? 0;
  };
  for (const doc of payments.docs) {
    if (skipPrefix && doc.id.startsWith(skipPrefix)) continue;
    const payment = doc.data();
    const cents = payment.priceCents as number;
    add(payment.createdAt as Timestamp, { paid: cents, orders: 1 });
    const purchase = byId.get(doc.id);
    const refund = purchase?.refund as { amountCents: number; at: Timestamp } | null | undefined;
    if (refund) add(refund.at, { refunded: Math.min(cents, refund.amountCents) });
    else if (((purchase?.refundedCents as number | undefined) ?? 0) > 0)
      add(purchase?.updatedAt as Timestamp, { refunded: purchase?.refundedCents as number });
  }
  return days;
}

function pastDaysOf(answer: StatsOverviewAnswer): Map<string, DayFigures> {
  return new Map(
    answer.days
      .filter((d) => PAST.includes(d.date))
      .map((d) => [
        d.date,
        { paid: d.revenueCents + d.refundedCents, refunded: d.refundedCents, orders: d.orders },
      ]),
  );
}

describe("GET /stats/overview", () => {
  it("answers admins only and validates days", async () => {
    expectError(await call("GET", "/stats/overview?days=7"), 401, "unauthenticated");
    expectError(
      await call("GET", "/stats/overview?days=7", { token: customer.idToken }),
      403,
      "permission-denied",
    );
    for (const bad of ["8", "0", "abc", "7.0", "-7"]) {
      const res = await call("GET", `/stats/overview?days=${bad}`, { token: admin.idToken });
      expectError(res, 400, "invalid-argument", "days must be 7, 30 or 90");
    }
    expectError(
      await call("GET", "/stats/overview?days=7&from=2020-01-01", { token: admin.idToken }),
      400,
      "invalid-argument",
    );
    for (const days of [7, 30, 90]) {
      const answer = await overview(days);
      expect(answer.days).toHaveLength(days);
      expect(answer.days.at(-1)?.date).toBe(iso(today));
      expect(answer.days[0]?.date).toBe(iso(day(days - 1)));
      expect(Object.keys(answer.byState).sort()).toEqual([...PURCHASE_STATES].sort());
    }
    // No days given: 30.
    expect((await overview()).days).toHaveLength(30);
    expectError(
      await call("GET", "/stats/overview?days=", { token: admin.idToken }),
      400,
      "invalid-argument",
    );
  });

  it("counts planted payments and refunds on their UTC days, exactly", async () => {
    const productId = `stats-product-${randomUUID().slice(0, 8)}`;
    const product = {
      id: productId,
      name: `Stats Gimbal ${productId}`,
      image: "/images/products/tripod.webp",
      priceCents: 500_000,
    };
    const buyer = { uid: customer.uid, name: "Overview Customer", email: customer.email };
    const sale = (n: string, quantity: number, placedAt: number, story: SaleStory): Sale => ({
      id: `${productId}-${n}`,
      product,
      quantity,
      buyer,
      placedAt,
      story,
    });
    const sales = [
      // Paid in the last millisecond of a day, refunded in full in the first of the next.
      sale("a", 2, day(3) + DAY - 60_000, {
        kind: "paid",
        paidAt: day(3) + DAY - 1,
        refund: { at: day(2), cents: 1e9 },
      }),
      // Paid at midnight, a partial refund the next day.
      sale("b", 1, day(3) + DAY - 30_000, {
        kind: "paid",
        paidAt: day(2),
        refund: { at: day(1) + DAY / 2, cents: 123_450 },
      }),
      sale("c", 3, day(1), { kind: "paid", paidAt: day(1) + 1, shippedAt: day(1) + 36_000_000 }),
      sale("expired", 4, day(2) + 1_000, { kind: "expired", at: day(2) + 3_600_000 }),
      sale("cancelled", 4, day(2) + 2_000, { kind: "cancelled", at: day(2) + 60_000 }),
      // Paid after its cancellation: refunded automatically, never counted as paid.
      sale("lost-race", 4, day(1) + 3_000, {
        kind: "cancelled",
        at: day(1) + 60_000,
        lostRaceRefundAt: day(1) + 120_000,
      }),
    ];
    const db = adminDb();
    const batch = db.batch();
    for (const s of sales) {
      const docs = saleFirestoreDocuments(s, Timestamp.fromMillis);
      batch.set(db.collection("purchases").doc(s.id), docs.purchase);
      if (docs.payment) batch.set(db.collection("payments").doc(s.id), docs.payment);
    }
    await batch.commit();

    const expected = await figuresFromPayments();
    // What this test's sales add, from the payment records: the expired, cancelled and lost-race
    // ones add nothing.
    const others = await figuresFromPayments(productId);
    const added = (date: string) => {
      const all = expected.get(date);
      const rest = others.get(date);
      return all && rest
        ? {
            paid: all.paid - rest.paid,
            refunded: all.refunded - rest.refunded,
            orders: all.orders - rest.orders,
          }
        : null;
    };
    expect(added(iso(day(3)))).toEqual({ paid: 1_000_000, refunded: 0, orders: 1 });
    expect(added(iso(day(2)))).toEqual({ paid: 500_000, refunded: 1_000_000, orders: 1 });
    expect(added(iso(day(1)))).toEqual({ paid: 1_500_000, refunded: 123_450, orders: 1 });
    await expect
      .poll(async () => Object.fromEntries(pastDaysOf(await overview(7))), SETTLE)
      .toEqual(Object.fromEntries(expected));
    const answer = await overview(7);
    expect(answer.topProducts.find((p) => p.productId === productId)).toEqual({
      productId,
      name: product.name,
      revenueCents: 1_000_000 + 500_000 + 1_500_000 - 1_000_000 - 123_450,
      quantity: 6,
    });
    // The 90-day period holds the same past days.
    expect(Object.fromEntries(pastDaysOf(await overview(90)))).toEqual(Object.fromEntries(expected));
    expect(answer.byState.expired).toBeGreaterThanOrEqual(1);
    expect(answer.byState.cancelled).toBeGreaterThanOrEqual(2);
    expect(answer.totals.orders).toBe(answer.days.reduce((s, d) => s + d.orders, 0));
    expect(answer.totals.revenueCents).toBe(answer.days.reduce((s, d) => s + d.revenueCents, 0));
  });

  it("counts a payment and its refund made through the API within 10 s", async () => {
    const productId = await createTestProduct(654_321, `Overview Live ${randomUUID().slice(0, 6)}`);
    // Priced high enough to rank among the top 5 of the week whatever the other lanes sell.
    const mineNow = async () => (await overview(7)).topProducts.find((p) => p.productId === productId);
    const before = await overview(7);
    const purchaseId = await orderThroughApi(customer, productId, 2);
    await payWithCard(customer, purchaseId);
    await expect
      .poll(mineNow, { timeout: 10_000, interval: 200 })
      .toMatchObject({ revenueCents: 1_308_642, quantity: 2 });
    const paidToday = (await overview(7)).days.at(-1);
    expect(paidToday?.orders).toBeGreaterThan(before.days.at(-1)?.orders ?? 0);

    const refund = await api(`/purchase/${purchaseId}/refund`, { method: "POST", user: admin, body: {} });
    expect(refund.status).toBe(200);
    // Its revenue drops to 0: shown as 0, or no longer among the top 5.
    await expect
      .poll(async () => (await mineNow())?.revenueCents ?? 0, { timeout: 10_000, interval: 200 })
      .toBe(0);
    const refundedToday = (await overview(7)).days.at(-1)?.refundedCents ?? 0;
    expect(refundedToday).toBeGreaterThanOrEqual((before.days.at(-1)?.refundedCents ?? 0) + 1_308_642);
  });
});
