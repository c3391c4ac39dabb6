import { describe, expect, it } from "vitest";
import { checkPurchaseQuantity, purchasePriceCents } from "./pricing.js";

describe("purchasePriceCents", () => {
  it("is quantity times the unit price, in cents", () => {
    expect(purchasePriceCents(3, 1999)).toBe(5997);
    expect(purchasePriceCents(1, 24900)).toBe(24900);
  });
  it.each([0, -1, 1.5, Number.NaN])("refuses quantity %s", (q) => {
    expect(() => purchasePriceCents(q, 100)).toThrow(RangeError);
  });
  it("refuses fractional cents and overflowing totals", () => {
    expect(() => purchasePriceCents(2, 10.5)).toThrow(RangeError);
    expect(() => purchasePriceCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe("checkPurchaseQuantity", () => {
  const product = { minimumOrder: 2, availableOrder: 10 };
  it("needs strictly more than the minimum order (spec §5)", () => {
    expect(checkPurchaseQuantity(1, product)).toBe("below-minimum");
    expect(checkPurchaseQuantity(2, product)).toBe("below-minimum");
    expect(checkPurchaseQuantity(3, product)).toBeNull();
  });
  it("allows up to the available stock and no more", () => {
    expect(checkPurchaseQuantity(10, product)).toBeNull();
    expect(checkPurchaseQuantity(11, product)).toBe("over-stock");
  });
});
