import { describe, expect, it } from "vitest";
import { bucketCountFor, bucketVisitOrder, planTake, spreadStock } from "./stock.js";

describe("bucketCountFor", () => {
  it("uses one bucket for a small stock and a few for a large one", () => {
    expect(bucketCountFor(10)).toBe(1);
    expect(bucketCountFor(199)).toBe(1);
    expect(bucketCountFor(300)).toBe(4);
    expect(bucketCountFor(5000)).toBe(16);
  });

  it("follows the admin's setting within 1..32 and what the pieces allow", () => {
    expect(bucketCountFor(300, 32)).toBe(32);
    expect(bucketCountFor(300, 64)).toBe(32);
    expect(bucketCountFor(300, 1)).toBe(1);
    expect(bucketCountFor(20, 16)).toBe(5);
    expect(bucketCountFor(0, 16)).toBe(1);
  });
});

describe("spreadStock", () => {
  it("spreads evenly and keeps the total", () => {
    expect(spreadStock(300, 32).reduce((a, b) => a + b, 0)).toBe(300);
    expect(spreadStock(10, 3)).toEqual([4, 3, 3]);
    expect(spreadStock(0, 2)).toEqual([0, 0]);
  });
});

describe("planTake", () => {
  it("takes from one bucket that holds the whole order", () => {
    expect(
      planTake(
        [
          { index: 3, available: 1 },
          { index: 5, available: 4 },
        ],
        2,
      ),
    ).toEqual({
      kind: "take",
      takes: [{ index: 5, quantity: 2 }],
    });
  });

  it("takes from several, fullest first, when none holds it alone", () => {
    expect(
      planTake(
        [
          { index: 0, available: 2 },
          { index: 1, available: 3 },
          { index: 2, available: 1 },
        ],
        5,
      ),
    ).toEqual({
      kind: "take",
      takes: [
        { index: 1, quantity: 3 },
        { index: 0, quantity: 2 },
      ],
    });
  });

  it("says how many are left when the buckets together are short", () => {
    expect(
      planTake(
        [
          { index: 0, available: 1 },
          { index: 1, available: 2 },
        ],
        4,
      ),
    ).toEqual({
      kind: "short",
      available: 3,
    });
    expect(planTake([], 1)).toEqual({ kind: "short", available: 0 });
  });
});

describe("bucketVisitOrder", () => {
  it("visits every bucket once", () => {
    const order = bucketVisitOrder(16);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(bucketVisitOrder(3, () => 0)).toEqual([1, 2, 0]);
  });
});
