import { describe, expect, it } from "vitest";
import { isLowStock, lowStockStep } from "./low-stock.js";
import { productInputSchema } from "./schemas.js";
import { shopLowStockMail } from "../mail/low-stock-mail.js";

describe("low stock", () => {
  it("is at the threshold or below (10 by default)", () => {
    expect(isLowStock(10, {})).toBe(true);
    expect(isLowStock(11, {})).toBe(false);
    expect(isLowStock(3, { lowStockThreshold: 2 })).toBe(false);
  });

  it("alerts once, re-arms only above the threshold", () => {
    expect(lowStockStep(9, {}, false)).toBe("alert");
    expect(lowStockStep(7, {}, true)).toBe("none");
    expect(lowStockStep(10, {}, true)).toBe("none");
    expect(lowStockStep(11, {}, true)).toBe("rearm");
    expect(lowStockStep(30, {}, false)).toBe("none");
  });

  it("mails 'Low stock: X12 — 8 left'", () => {
    expect(shopLowStockMail({ shopUrl: "https://shop" }, { name: "X12" }, 8).subject).toBe(
      "Low stock: X12 — 8 left",
    );
  });

  it("validates the threshold of a new product", () => {
    const base = {
      name: "n",
      description: "d",
      minimumOrder: 1,
      availableOrder: 5,
      priceCents: 100,
      image: "/i.png",
    };
    expect(productInputSchema.safeParse({ ...base, lowStockThreshold: 0 }).success).toBe(true);
    for (const bad of [-1, 1.5, "3", 1_000_001])
      expect(productInputSchema.safeParse({ ...base, lowStockThreshold: bad }).success).toBe(false);
  });
});
