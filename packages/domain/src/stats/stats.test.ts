import { describe, expect, it } from "vitest";
import { newOrder } from "../order/build.js";
import { applyPurchaseEvent, newPurchase } from "../purchase/events.js";
import {
  cartRemindedFields,
  cartsRemindedIn,
  orderExtraRefund,
  periodDays,
  purchaseContribution,
  statsOverviewQuerySchema,
  summarise,
  utcDay,
  type StatsDayShard,
} from "./stats.js";
import type { Purchase } from "../purchase/types.js";

const DAY = 86_400_000;
const T = Date.UTC(2026, 10, 20);
const product = { id: "x12", name: "X12", image: "/x.svg", priceCents: 1000 };
const buyer = { uid: "u1", name: "Jane", email: "jane@example.com" };

function placed(at = T): Purchase {
  return newPurchase({ product, quantity: 3, buyer, address: "a", phone: "p", at, holdSeconds: 3600 });
}

function step(p: Purchase, event: Parameters<typeof applyPurchaseEvent>[1], at: number): Purchase {
  const out = applyPurchaseEvent(p, event, at);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.after;
}

describe("days", () => {
  it("are UTC days; a period ends today", () => {
    expect(utcDay(T - 1)).toBe("2026-11-19");
    expect(utcDay(T)).toBe("2026-11-20");
    expect(periodDays(3, T + DAY - 1)).toEqual(["2026-11-18", "2026-11-19", "2026-11-20"]);
    expect(periodDays(90, T)).toHaveLength(90);
  });

  it("accepts 7, 30 or 90 (30 by default)", () => {
    expect(statsOverviewQuerySchema.parse({ days: "7" })).toEqual({ days: 7, currency: "usd" });
    expect(statsOverviewQuerySchema.parse({})).toEqual({ days: 30, currency: "usd" });
    expect(statsOverviewQuerySchema.parse({ currency: "EUR" })).toEqual({ days: 30, currency: "eur" });
    for (const bad of ["8", "", "30 ", "1e1"])
      expect(statsOverviewQuerySchema.safeParse({ days: bad }).success).toBe(false);
  });
});

describe("purchaseContribution", () => {
  it("counts nothing before payment, nor a lost race's refund", () => {
    expect(purchaseContribution(placed()).paid).toBeNull();
    const cancelled = step(placed(), { type: "cancel", uid: "u1" }, T + 1);
    const refund = { id: "re", amountCents: 3000, by: "system", reason: "late", restocked: false };
    const lost = step(cancelled, { type: "record-refund", refund }, T + 2);
    expect(purchaseContribution(lost)).toEqual({ paid: null, refunded: { cents: 0, at: lost.updatedAt } });
  });

  it("counts the payment on its day and a full refund on its own", () => {
    const paid = step(placed(), { type: "pay", paymentIntentId: "pi" }, T + 5);
    const shipped = step(paid, { type: "ship", carrier: null, trackingNumber: null }, T + DAY);
    const refund = { id: "re", amountCents: 3000, by: "admin", reason: "r", restocked: false };
    const refunded = step(shipped, { type: "refund", refund }, T + 2 * DAY);
    expect(purchaseContribution(refunded)).toEqual({
      paid: {
        at: T + 5,
        cents: 3000,
        productId: "x12",
        productName: "X12",
        quantity: 3,
        variant: { id: "default", sku: "X12", name: "X12" },
      },
      refunded: { cents: 3000, at: T + 2 * DAY },
    });
  });

  it("counts a partial refund when it was recorded, never more than was paid", () => {
    const paid = step(placed(), { type: "pay", paymentIntentId: "pi" }, T);
    expect(purchaseContribution({ ...paid, refundedCents: 500, updatedAt: T + DAY }).refunded).toEqual({
      cents: 500,
      at: T + DAY,
    });
    expect(purchaseContribution({ ...paid, refundedCents: 9999 }).refunded.cents).toBe(3000);
  });
});

describe("orderExtraRefund", () => {
  const { order } = newOrder({
    orderId: "o",
    purchaseIds: ["a", "b"],
    items: [
      { product, quantity: 2 },
      { product: { ...product, id: "x1" }, quantity: 1 },
    ],
    buyer,
    address: "a",
    phone: "p",
    promoCode: null,
    discountCents: 0,
    at: T,
    holdSeconds: 3600,
  });

  it("leaves out the refunds of returns, counted on their lines", () => {
    const paid = { ...order, state: "paid" as const, refundedCents: 1000, returnedCents: { b: 1000 } };
    expect(orderExtraRefund(paid).cents).toBe(0);
    expect(orderExtraRefund({ ...paid, refundedCents: 1300 }).cents).toBe(300);
    // A line refunded in full after a return accounts for its whole payment once.
    const refunded = { ...paid, state: "partially_refunded" as const, refundedPurchaseIds: ["b"] };
    expect(orderExtraRefund({ ...refunded, refundedCents: order.lines[1]?.paidCents ?? 0 }).cents).toBe(0);
  });

  it("is what the lines do not account for, once the order was paid", () => {
    expect(orderExtraRefund({ ...order, refundedCents: 700 }).cents).toBe(0);
    const paid = {
      ...order,
      state: "partially_refunded" as const,
      refundedPurchaseIds: ["a"],
      refundedCents: 2700,
    };
    expect(orderExtraRefund(paid).cents).toBe(700);
    expect(orderExtraRefund({ ...paid, refundedCents: 99_999 }).cents).toBe(1000);
  });
});

describe("summarise", () => {
  const shard = (date: string, over: Partial<StatsDayShard>): StatsDayShard => ({
    date,
    paidCents: 0,
    refundedCents: 0,
    orders: 0,
    products: {},
    ...over,
  });

  it("adds the shards per day, zero for empty days, ranks the products", () => {
    const dates = ["2026-11-18", "2026-11-19", "2026-11-20"];
    const out = summarise(dates, [
      shard("2026-11-18", {
        paidCents: 3000,
        orders: 1,
        products: { a: { name: "A", revenueCents: 3000, quantity: 3 } },
      }),
      shard("2026-11-18", {
        paidCents: 1000,
        orders: 1,
        products: { b: { name: "B", revenueCents: 1000, quantity: 1 } },
      }),
      shard("2026-11-20", {
        refundedCents: 3000,
        products: { a: { name: "A", revenueCents: -3000, quantity: 0 } },
      }),
      shard("2026-11-01", { paidCents: 99, orders: 1 }),
    ]);
    expect(out.days).toEqual([
      { date: "2026-11-18", revenueCents: 4000, orders: 2, refundedCents: 0 },
      { date: "2026-11-19", revenueCents: 0, orders: 0, refundedCents: 0 },
      { date: "2026-11-20", revenueCents: -3000, orders: 0, refundedCents: 3000 },
    ]);
    expect(out.totals).toEqual({
      revenueCents: 1000,
      orders: 2,
      refundedCents: 3000,
      averageOrderCents: 2000,
    });
    expect(out.topProducts.map((p) => [p.productId, p.revenueCents, p.quantity])).toEqual([
      ["b", 1000, 1],
      ["a", 0, 3],
    ]);
  });

  it("ranks the variants of the period, two colours of one product apart (issue 48)", () => {
    const v = (variantId: string, revenueCents: number, quantity: number) => ({
      productId: "x1",
      variantId,
      sku: `X1-${variantId.toUpperCase()}`,
      name: `X1 (${variantId})`,
      revenueCents,
      quantity,
    });
    const out = summarise(
      ["2026-11-19", "2026-11-20"],
      [
        shard("2026-11-19", {
          variants: { "x1~black": v("black", 2000, 1), "x1~white": v("white", 4400, 2) },
        }),
        shard("2026-11-20", { variants: { "x1~black": v("black", 4000, 2) } }),
        shard("2026-11-20", { variants: { "x1~white": v("white", -2200, 0) } }),
        shard("2026-11-01", { variants: { "x1~red": v("red", 9999, 9) } }),
      ],
    );
    expect(out.topVariants.map((t) => [t.variantId, t.sku, t.revenueCents, t.quantity])).toEqual([
      ["black", "X1-BLACK", 6000, 3],
      ["white", "X1-WHITE", 2200, 2],
    ]);
  });
});

describe("carts reminded", () => {
  it("adds one on the reminder's UTC day, and sums a period's shards of every currency", () => {
    const at = Date.parse("2026-11-27T23:59:59.000Z");
    expect(cartRemindedFields(at, (n) => n * 10)).toEqual({ date: "2026-11-27", cartsReminded: 10 });
    const shard = (date: string, cartsReminded?: number) => ({
      date,
      paidCents: 0,
      refundedCents: 0,
      orders: 0,
      products: {},
      ...(cartsReminded === undefined ? {} : { cartsReminded }),
    });
    const shards = [
      shard("2026-11-26", 2),
      shard("2026-11-27", 1),
      shard("2026-11-27"),
      shard("2026-11-20", 5),
    ];
    expect(cartsRemindedIn(["2026-11-26", "2026-11-27"], shards)).toBe(3);
    expect(cartsRemindedIn([], shards)).toBe(0);
  });
});
