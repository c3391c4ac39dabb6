import { describe, expect, it } from "vitest";
import {
  promoCodeInputSchema,
  promoDiscountCents,
  promoRefusal,
  spreadDiscount,
  type PromoCode,
} from "./promo.js";

const NOW = Date.UTC(2026, 10, 25);
const code = (fields: Partial<PromoCode>): PromoCode => ({
  code: "LAUNCH10",
  percentOff: 10,
  amountOffCents: null,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  minSubtotalCents: null,
  active: true,
  redemptionShards: 8,
  createdAt: NOW,
  ...fields,
});

describe("spreadDiscount", () => {
  it("spreads in proportion, in whole cents, adding up exactly to the total", () => {
    const lines = [3999, 1, 2, 10_000, 333];
    for (const discount of [0, 1, 7, 1433, 14_335]) {
      const paid = spreadDiscount(lines, discount);
      expect(paid.every((c) => Number.isInteger(c) && c >= 0)).toBe(true);
      expect(paid.reduce((a, b) => a + b, 0)).toBe(14_335 - discount);
    }
    expect(spreadDiscount([1000, 3000], 400)).toEqual([900, 2700]);
    // The leftover cent goes to the larger fraction, the earlier line on a tie.
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([66, 67, 67]);
  });
});

describe("promo codes", () => {
  it("takes a percentage rounded down, or an amount, never above the subtotal", () => {
    expect(promoDiscountCents(code({ percentOff: 15 }), 999)).toBe(149);
    expect(promoDiscountCents(code({ percentOff: null, amountOffCents: 500 }), 300)).toBe(300);
  });

  it("refuses inactive, not started, ended codes, a subtotal under the minimum, a total under Stripe's minimum", () => {
    expect(promoRefusal(undefined, 1000, NOW)).toBe("invalid");
    expect(promoRefusal(code({ active: false }), 1000, NOW)).toBe("invalid");
    expect(promoRefusal(code({ startsAt: NOW + 1 }), 1000, NOW)).toBe("invalid");
    expect(promoRefusal(code({ endsAt: NOW }), 1000, NOW)).toBe("invalid");
    expect(promoRefusal(code({ minSubtotalCents: 1001 }), 1000, NOW)).toBe("tooLow");
    expect(promoRefusal(code({ percentOff: 100 }), 1000, NOW)).toBe("tooLow");
    expect(promoRefusal(code({}), 1000, NOW)).toBeNull();
  });

  it("validates an admin's code: exactly one discount, upper-cased, a window that ends after it starts", () => {
    expect(promoCodeInputSchema.parse({ code: "launch10", percentOff: 10 }).code).toBe("LAUNCH10");
    expect(promoCodeInputSchema.safeParse({ code: "BOTH", percentOff: 10, amountOffCents: 5 }).success).toBe(
      false,
    );
    expect(promoCodeInputSchema.safeParse({ code: "NONE" }).success).toBe(false);
    expect(promoCodeInputSchema.safeParse({ code: "A B", percentOff: 5 }).success).toBe(false);
    const window = {
      code: "WIN",
      percentOff: 5,
      startsAt: "2026-12-02T00:00:00Z",
      endsAt: "2026-12-01T00:00:00Z",
    };
    expect(promoCodeInputSchema.safeParse(window).success).toBe(false);
  });
});
