import { describe, expect, it } from "vitest";
import { refundWithinRole } from "./refund-limit.js";

describe("refundWithinRole", () => {
  it("caps support at the limit per order in total, and leaves owner and admin unlimited", () => {
    expect(refundWithinRole("support", 0, 10_000, 10_000)).toBe(true);
    expect(refundWithinRole("support", 4_000, 6_001, 10_000)).toBe(false);
    expect(refundWithinRole("admin", 0, 1_000_000, 10_000)).toBe(true);
    expect(refundWithinRole("owner", 50_000, 1_000_000, 10_000)).toBe(true);
    expect(refundWithinRole("manager", 0, 1, 10_000)).toBe(false);
  });
});
