import { describe, expect, it } from "vitest";
import {
  comparePayments,
  dayBefore,
  periodRangeMs,
  periodSchema,
  sumByPaymentIntent,
} from "./reconciliation.js";

describe("periodSchema", () => {
  it("takes whole UTC days, from ≤ to, at most 366 days", () => {
    expect(periodSchema.safeParse({ from: "2026-01-01", to: "2026-01-01" }).success).toBe(true);
    expect(periodSchema.safeParse({ from: "2025-01-01", to: "2025-12-31" }).success).toBe(true);
    for (const bad of [
      { from: "2026-01-02", to: "2026-01-01" },
      { from: "2026-02-29", to: "2026-03-01" },
      { from: "2026-1-01", to: "2026-01-02" },
      { from: "2024-01-01", to: "2025-01-02" },
      { from: "2026-01-01" },
    ]) {
      expect(periodSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("covers [from 00:00, the day after to 00:00) in UTC; the day before an instant", () => {
    expect(periodRangeMs({ from: "2026-03-01", to: "2026-03-02" })).toEqual({
      startMs: Date.UTC(2026, 2, 1),
      endMs: Date.UTC(2026, 2, 3),
    });
    expect(dayBefore(Date.UTC(2026, 0, 1, 0, 30))).toBe("2025-12-31");
  });
});

describe("comparePayments", () => {
  it("matches equal amounts and names each difference", () => {
    const shop = sumByPaymentIntent([
      { paymentIntentId: "pi_order", cents: 2000, orderId: "o1" },
      { paymentIntentId: "pi_order", cents: 3000, orderId: "o1" },
      { paymentIntentId: "pi_changed", cents: 900 },
      { paymentIntentId: "pi_ghost", cents: 100 },
    ]);
    const result = comparePayments(
      [
        { paymentIntentId: "pi_order", cents: 5000 },
        { paymentIntentId: "pi_changed", cents: 1000 },
        { paymentIntentId: "pi_alone", cents: 700 },
      ],
      shop,
    );
    expect(result.matchedCount).toBe(1);
    expect(result.matchedCents).toBe(5000);
    expect(result.differences).toEqual([
      {
        kind: "amount_differs",
        paymentIntentId: "pi_changed",
        stripeCents: 1000,
        shopCents: 900,
        currency: "usd",
      },
      { kind: "missing_in_shop", paymentIntentId: "pi_alone", stripeCents: 700, currency: "usd" },
      { kind: "missing_in_stripe", paymentIntentId: "pi_ghost", shopCents: 100, currency: "usd" },
    ]);
  });

  it("compares the currency too, and each difference carries its own (issue 47)", () => {
    const result = comparePayments(
      [
        { paymentIntentId: "pi_eur", cents: 1745, currency: "eur" },
        { paymentIntentId: "pi_gbp", cents: 500, currency: "gbp" },
      ],
      [
        { paymentIntentId: "pi_eur", cents: 1745, currency: "usd" },
        { paymentIntentId: "pi_gbp", cents: 500, currency: "gbp" },
      ],
    );
    expect(result.matchedByCurrency).toEqual({ gbp: { count: 1, cents: 500 } });
    expect(result.differences).toEqual([
      {
        kind: "amount_differs",
        paymentIntentId: "pi_eur",
        stripeCents: 1745,
        shopCents: 1745,
        currency: "eur",
        shopCurrency: "usd",
      },
    ]);
  });
});
