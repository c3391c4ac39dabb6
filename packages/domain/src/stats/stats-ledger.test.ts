import { describe, expect, it } from "vitest";
import { orderOfPurchase } from "../order/build.js";
import { applyPurchaseEvent, newPurchase } from "../purchase/events.js";
import {
  EMPTY_STATS_LEDGER,
  orderStatsStep,
  purchaseRecountStep,
  purchaseStatsStep,
  statsChangesByDay,
  statsDayId,
  statsShardFields,
  statsShardOf,
  STATS_SHARDS,
} from "./stats-ledger.js";
import type { Purchase } from "../purchase/types.js";

const DAY = 86_400_000;
const placedAt = Date.UTC(2026, 10, 20, 23, 59);
const paidAt = Date.UTC(2026, 10, 21, 0, 1);

function paidPurchase(): Purchase {
  const placed = newPurchase({
    product: { id: "p1", name: "Gimbal", image: "/g.webp", priceCents: 2_500 },
    quantity: 2,
    buyer: { uid: "u1", name: "Jane", email: "jane@example.test" },
    address: "1 Demo Street",
    phone: "+1 555 0100",
    at: placedAt,
    holdSeconds: 600,
  });
  const paid = applyPurchaseEvent(placed, { type: "pay", paymentIntentId: "pi_1" }, paidAt);
  if (!paid.ok) throw new Error(paid.refusal.message);
  return paid.after;
}

describe("stats ledger rules", () => {
  it("counts a line's money and product once, and no order", () => {
    const p = paidPurchase();
    const step = purchaseStatsStep(p, EMPTY_STATS_LEDGER, 1);
    expect(step?.changes).toEqual([
      {
        date: "2026-11-21",
        paidCents: 5_000,
        refundedCents: 0,
        orders: 0,
        product: {
          id: "p1",
          name: "Gimbal",
          revenueCents: 5_000,
          quantity: 2,
          variant: { id: "default", sku: "P1", name: "Gimbal" },
        },
      },
    ]);
    expect(step?.ledger).toEqual({ paid: true, refundedCents: 0, updatedAt: 1, v: 2 });
    expect(step && purchaseStatsStep(p, step.ledger, 2)).toBeNull();
  });

  it("counts an order's tax once, by its destination's country, and merges a day's taxes (issue 31)", () => {
    const order = {
      ...orderOfPurchase("p-1", paidPurchase()),
      shippingAddress: {
        name: "K",
        line1: "Stephansplatz 1",
        city: "Wien",
        postalCode: "1010",
        country: "AT",
      },
      taxCents: 2_700,
    };
    const step = orderStatsStep(order, EMPTY_STATS_LEDGER, 1);
    expect(step?.changes).toEqual([
      {
        date: "2026-11-21",
        paidCents: 0,
        refundedCents: 0,
        orders: 1,
        product: null,
        taxByCountry: { AT: 2_700 },
      },
    ]);
    expect(step && orderStatsStep(order, step.ledger, 2)).toBeNull();
    const merged = statsChangesByDay([
      ...(step?.changes ?? []),
      {
        date: "2026-11-21",
        paidCents: 0,
        refundedCents: 0,
        orders: 1,
        product: null,
        taxByCountry: { AT: 300, DE: 19 },
      },
    ]);
    expect(merged.map((c) => c.taxByCountry)).toEqual([{ AT: 3_000, DE: 19 }]);
    const [day] = merged;
    if (!day) throw new Error("no merged day");
    expect(statsShardFields(day, (n) => n).taxByCountry).toEqual({ AT: 3_000, DE: 19 });
  });

  it("takes tax given back off its country, once, as refunds and reversals grow (issue 47)", () => {
    const order = {
      ...orderOfPurchase("p-1", paidPurchase()),
      shippingAddress: {
        name: "K",
        line1: "Stephansplatz 1",
        city: "Wien",
        postalCode: "1010",
        country: "AT",
      },
      taxCents: 2_700,
    };
    const first = orderStatsStep(order, EMPTY_STATS_LEDGER, 1);
    if (!first) throw new Error("no step");
    const refundedAt = paidAt + 2 * DAY;
    const back = { ...order, taxRefundedCents: 900, dashboardTaxReversedCents: 100, updatedAt: refundedAt };
    const second = orderStatsStep(back, first.ledger, 2);
    expect(second?.changes).toContainEqual({
      date: "2026-11-23",
      paidCents: 0,
      refundedCents: 0,
      orders: 0,
      product: null,
      taxByCountry: { AT: -1_000 },
    });
    expect(second && orderStatsStep(back, second.ledger, 3)).toBeNull();
  });

  it("counts an order once, on the day it was paid", () => {
    const order = orderOfPurchase("p-1", paidPurchase());
    const step = orderStatsStep(order, EMPTY_STATS_LEDGER, 1);
    expect(step?.changes).toEqual([
      { date: "2026-11-21", paidCents: 0, refundedCents: 0, orders: 1, product: null },
    ]);
    expect(step && orderStatsStep(order, step.ledger, 2)).toBeNull();
    // An unpaid order adds nothing.
    expect(orderStatsStep({ ...order, state: "unpaid" }, EMPTY_STATS_LEDGER, 1)).toBeNull();
  });

  it("takes back the order an old entry counted for a line, once", () => {
    const p = paidPurchase();
    const old = { paid: true, refundedCents: 0, updatedAt: 1 };
    const step = purchaseRecountStep(p, old, 5);
    expect(step?.changes).toEqual([
      { date: "2026-11-21", paidCents: 0, refundedCents: 0, orders: -1, product: null },
    ]);
    expect(step?.ledger).toEqual({ paid: true, refundedCents: 0, updatedAt: 5, v: 2 });
    expect(step && purchaseRecountStep(p, step.ledger, 6)).toBeNull();
    // A refund counted later on an old entry keeps it owed to the recount.
    const refunded = { ...p, refundedCents: 1_000, updatedAt: paidAt + DAY };
    expect(purchaseStatsStep(refunded, old, 7)?.ledger.v).toBeUndefined();
  });

  it("counts a line by its variant too, keyed product~variant, named with its SKU and options (issue 48)", () => {
    const p = {
      ...paidPurchase(),
      variantId: "white",
      sku: "X1-WHT",
      optionValues: { Colour: "White" },
    };
    const change = purchaseStatsStep(p, EMPTY_STATS_LEDGER, 1)?.changes[0];
    expect(change && statsShardFields(change, (n) => n)).toMatchObject({
      products: { p1: { name: "Gimbal", revenueCents: 5_000, quantity: 2 } },
      variants: {
        "p1~white": {
          productId: "p1",
          variantId: "white",
          sku: "X1-WHT",
          name: "Gimbal (X1-WHT · Colour: White)",
          revenueCents: 5_000,
          quantity: 2,
        },
      },
    });
  });

  it("keeps an id on one shard", () => {
    expect(statsShardOf("abc")).toBe(statsShardOf("abc"));
    expect(statsShardOf("abc")).toBeLessThan(STATS_SHARDS);
  });
});

describe("figures per currency (issue 32)", () => {
  it("keeps a EUR purchase's money on its own day documents, USD ones where they were", () => {
    const at = Date.UTC(2026, 10, 20, 12);
    const purchase = {
      productId: "x1",
      productName: "X1",
      quantity: 2,
      priceCents: 12_000,
      paidCents: 12_000,
      paid: true,
      transactionId: "pi_1",
      history: [{ state: "paid", at }],
      updatedAt: at,
      currency: "eur",
    } as unknown as Purchase;
    const step = purchaseStatsStep(purchase, EMPTY_STATS_LEDGER, at);
    expect(step?.changes).toEqual([
      expect.objectContaining({ currency: "eur", date: "2026-11-20", paidCents: 12_000 }),
    ]);
    const fields = statsShardFields(step?.changes[0] ?? ({} as never), (n) => n);
    expect(fields).toMatchObject({ currency: "eur", paidCents: 12_000 });
    expect(statsDayId("2026-11-20", 3, "eur")).toBe("2026-11-20_eur_3");
    expect(statsDayId("2026-11-20", 3)).toBe("2026-11-20_3");
    const usd = purchaseStatsStep({ ...purchase, currency: undefined } as Purchase, EMPTY_STATS_LEDGER, at);
    expect(usd?.changes[0]).not.toHaveProperty("currency");
  });
});
