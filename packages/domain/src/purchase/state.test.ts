import { describe, expect, it } from "vitest";
import { PURCHASE_STATES, canTransition, nextPurchaseState, purchaseRowKind } from "./state.js";

describe("purchase state machine", () => {
  it.each([
    ["unpaid", "pay", "paid"],
    ["unpaid", "cancel", "cancelled"],
    ["paid", "ship", "shipped"],
    ["unpaid", "expire", "expired"],
    ["paid", "refund", "refunded"],
    ["shipped", "refund", "refunded"],
  ] as const)("%s --%s--> %s", (from, event, to) => {
    expect(nextPurchaseState(from, event)).toBe(to);
  });

  it.each([
    ["unpaid", "ship"],
    ["paid", "pay"],
    ["paid", "cancel"],
    ["shipped", "pay"],
    ["shipped", "cancel"],
    ["shipped", "ship"],
    ["cancelled", "pay"],
    ["cancelled", "ship"],
    ["cancelled", "cancel"],
    ["unpaid", "refund"],
    ["paid", "expire"],
    ["expired", "pay"],
    ["expired", "refund"],
    ["refunded", "refund"],
    ["refunded", "ship"],
    ["cancelled", "refund"],
  ] as const)("never %s --%s-->", (from, event) => {
    expect(canTransition(from, event)).toBe(false);
  });

  it("has no way back to unpaid", () => {
    for (const s of PURCHASE_STATES) {
      for (const e of ["pay", "ship", "cancel", "expire", "refund"] as const)
        expect(nextPurchaseState(s, e)).not.toBe("unpaid");
    }
  });
});

describe("My Product row rules", () => {
  it("shipped → delivered; priced and unpaid → pay/cancel; otherwise paid", () => {
    expect(purchaseRowKind({ state: "shipped", priceCents: 100 })).toBe("delivered");
    expect(purchaseRowKind({ state: "unpaid", priceCents: 100 })).toBe("awaiting-payment");
    // Issue 47: a line whose order expired or was cancelled unpaid never reads 'Paid'.
    expect(purchaseRowKind({ state: "expired", priceCents: 100 })).toBe("expired");
    expect(purchaseRowKind({ state: "cancelled", priceCents: 100 })).toBe("cancelled");
    expect(purchaseRowKind({ state: "paid", priceCents: 100 })).toBe("paid");
  });
});
