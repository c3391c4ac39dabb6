import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  RETURN_MESSAGES,
  applyReturnEvent,
  formatRmaNumber,
  newReturn,
  returnRefundCents,
  returnRequestRefusal,
  returnRequestSchema,
  type ReturnRecord,
  type ReturnState,
} from "./index.js";

const SHIPPED_AT = Date.UTC(2026, 10, 1);

const line = (over: Partial<Parameters<typeof returnRequestRefusal>[0]> = {}) => ({
  state: "shipped" as const,
  quantity: 3,
  history: [
    { state: "unpaid" as const, at: SHIPPED_AT - 2 * DAY_MS },
    { state: "paid" as const, at: SHIPPED_AT - DAY_MS },
    { state: "shipped" as const, at: SHIPPED_AT },
  ],
  ...over,
});

function requested(): ReturnRecord {
  return newReturn({
    rmaNumber: "RMA-2026-000007",
    purchaseId: "p1",
    purchase: {
      orderId: "o1",
      userId: "u1",
      userName: "Ann",
      userEmail: "ann@example.com",
      productId: "g1",
      productName: "Gimbal",
      quantity: 3,
    },
    request: { quantity: 2, reason: "Damaged", comment: "Cracked arm" },
    at: SHIPPED_AT + DAY_MS,
  });
}

describe("returnRequestRefusal", () => {
  it("accepts a shipped line within the window, up to its pieces", () => {
    expect(returnRequestRefusal(line(), 3, SHIPPED_AT + 30 * DAY_MS, 30)).toBeNull();
  });

  it("refuses a line that is not delivered", () => {
    expect(returnRequestRefusal(line({ state: "paid", history: [] }), 1, SHIPPED_AT, 30)).toBe(
      "Only delivered purchases can be returned",
    );
    expect(returnRequestRefusal(line({ state: "refunded" }), 1, SHIPPED_AT, 30)).toBe(
      RETURN_MESSAGES.notDelivered,
    );
  });

  it("refuses after RETURN_DAYS counted from the shipment", () => {
    expect(returnRequestRefusal(line(), 1, SHIPPED_AT + 30 * DAY_MS + 1, 30)).toBe(
      "The return window for this purchase has closed",
    );
    expect(returnRequestRefusal(line(), 1, SHIPPED_AT + 8 * DAY_MS, 7)).toBe(RETURN_MESSAGES.windowClosed);
  });

  it("refuses a second return while one is open, not after it ended", () => {
    const summary = (state: ReturnState) => ({
      id: "r",
      rmaNumber: "RMA-2026-000001",
      state,
      quantity: 1,
      updatedAt: 0,
      refundId: null,
    });
    for (const state of ["requested", "approved", "received"] as const) {
      expect(returnRequestRefusal(line({ lastReturn: summary(state) }), 1, SHIPPED_AT, 30)).toBe(
        "A return is already open for this purchase",
      );
    }
    expect(returnRequestRefusal(line({ lastReturn: summary("rejected") }), 1, SHIPPED_AT, 30)).toBeNull();
    expect(
      returnRequestRefusal(line({ lastReturn: summary("refunded"), returnedQuantity: 1 }), 2, SHIPPED_AT, 30),
    ).toBeNull();
  });

  it("refuses more pieces than are left", () => {
    expect(returnRequestRefusal(line({ returnedQuantity: 1 }), 3, SHIPPED_AT, 30)).toBe(
      "Only 2 pieces of this purchase can still be returned",
    );
    expect(returnRequestRefusal(line({ returnedQuantity: 3 }), 1, SHIPPED_AT, 30)).toBe(
      RETURN_MESSAGES.nothingLeft,
    );
  });
});

describe("returnRefundCents", () => {
  it("refunds the returned pieces' share, every piece adding up to what was paid", () => {
    expect(returnRefundCents(5000, 2, 0, 1)).toBe(2500);
    expect(returnRefundCents(1000, 3, 0, 1)).toBe(333);
    expect(returnRefundCents(1000, 3, 1, 2)).toBe(667);
    expect(
      returnRefundCents(1000, 3, 0, 1) + returnRefundCents(1000, 3, 1, 1) + returnRefundCents(1000, 3, 2, 1),
    ).toBe(1000);
  });
});

describe("applyReturnEvent", () => {
  it("goes requested → approved → received → refunded, with its history", () => {
    const at = SHIPPED_AT + 2 * DAY_MS;
    const approved = applyReturnEvent(requested(), { type: "approve", by: "admin" }, at);
    if (!approved.ok) throw new Error(approved.refusal.message);
    expect(approved.change.state).toBe("approved");
    const received = applyReturnEvent(
      approved.after,
      { type: "receive", by: "admin", restock: false },
      at + 1,
    );
    if (!received.ok) throw new Error(received.refusal.message);
    expect(received.after.restocked).toBe(false);
    const refund = { id: "re_1", amountCents: 3333, currency: "usd" as const, at: at + 2 };
    const refunded = applyReturnEvent(received.after, { type: "refund", by: "admin", refund }, at + 2);
    if (!refunded.ok) throw new Error(refunded.refusal.message);
    expect(refunded.after.state).toBe("refunded");
    expect(refunded.after.refund).toEqual(refund);
    expect(refunded.after.history.map((h) => h.state)).toEqual([
      "requested",
      "approved",
      "received",
      "refunded",
    ]);
  });

  it("rejects with the reason; a rejected return changes no more", () => {
    const rejected = applyReturnEvent(requested(), { type: "reject", by: "admin", reason: "Worn" }, 1);
    if (!rejected.ok) throw new Error(rejected.refusal.message);
    expect(rejected.after).toMatchObject({ state: "rejected", rejectionReason: "Worn" });
    expect(applyReturnEvent(rejected.after, { type: "approve", by: "admin" }, 2)).toEqual({
      ok: false,
      refusal: { message: "Only a requested return can be approved" },
    });
  });

  it.each([
    ["receive", "Only an approved return can be marked received"],
    ["refund", "Only a received return can be refunded"],
  ] as const)("refuses %s on a requested return", (type, message) => {
    const event =
      type === "receive"
        ? { type, by: "a", restock: true }
        : { type, by: "a", refund: { id: "re", amountCents: 1, currency: "usd" as const, at: 1 } };
    expect(applyReturnEvent(requested(), event, 1)).toEqual({ ok: false, refusal: { message } });
  });
});

describe("RMA numbers and the request's schema", () => {
  it("formats RMA-<year>-<6 digits>", () => {
    expect(formatRmaNumber(2026, 42)).toBe("RMA-2026-000042");
    expect(() => formatRmaNumber(2026, 1_000_000)).toThrow(RangeError);
  });

  it("accepts the four reasons and whole quantities only", () => {
    expect(returnRequestSchema.safeParse({ quantity: 1, reason: "Changed my mind" }).success).toBe(true);
    const bad = returnRequestSchema.safeParse({ quantity: 0, reason: "Broken" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "Quantity must be a whole number of at least 1",
      "Reason must be one of Damaged, Not as described, Changed my mind, Other",
    ]);
  });
});
