import { describe, expect, it } from "vitest";
import {
  CANCELLED_NOT_SHIPPABLE_MESSAGE,
  LISTED_PURCHASE_STATES,
  NOT_SHIPPABLE_MESSAGE,
  checkCancel,
  checkRefund,
  defaultRestock,
  outOfStockMessage,
  planShipment,
  shipmentModifiedCount,
} from "./rules.js";

describe("outOfStockMessage", () => {
  it("names how many pieces are left", () => {
    expect(outOfStockMessage(3)).toBe("Only 3 left");
    expect(outOfStockMessage(1)).toBe("Only 1 left");
  });

  it("says sold out when nothing is left", () => {
    expect(outOfStockMessage(0)).toBe("Sold out");
  });
});

describe("checkCancel", () => {
  it("lets the owner cancel an unpaid purchase", () => {
    expect(checkCancel({ userId: "u1", state: "unpaid" }, "u1")).toEqual({ ok: true });
  });

  it("refuses anybody but the owner, whatever the state", () => {
    expect(checkCancel({ userId: "u1", state: "unpaid" }, "u2")).toEqual({ ok: false, reason: "not-owner" });
  });

  it("refuses paid, shipped and cancelled purchases", () => {
    expect(checkCancel({ userId: "u1", state: "paid" }, "u1")).toEqual({ ok: false, reason: "not-unpaid" });
    expect(checkCancel({ userId: "u1", state: "shipped" }, "u1")).toEqual({
      ok: false,
      reason: "not-unpaid",
    });
    expect(checkCancel({ userId: "u1", state: "cancelled" }, "u1")).toEqual({
      ok: false,
      reason: "already-cancelled",
    });
  });
});

describe("planShipment", () => {
  it("ships a paid purchase and its unshipped payment record", () => {
    const plan = planShipment("paid", { shipment: false });
    expect(plan).toEqual({ kind: "apply", shipPurchase: true, markPayment: true });
    expect(shipmentModifiedCount(plan)).toBe(1);
  });

  it("ships a paid purchase without a payment record", () => {
    expect(planShipment("paid", null)).toEqual({ kind: "apply", shipPurchase: true, markPayment: false });
  });

  it("changes nothing when purchase and payment are both shipped", () => {
    const plan = planShipment("shipped", { shipment: true });
    expect(plan).toEqual({ kind: "apply", shipPurchase: false, markPayment: false });
    expect(shipmentModifiedCount(plan)).toBe(0);
  });

  it("repairs a payment record left unshipped beside a shipped purchase", () => {
    const plan = planShipment("shipped", { shipment: false });
    expect(plan).toEqual({ kind: "apply", shipPurchase: false, markPayment: true });
    expect(shipmentModifiedCount(plan)).toBe(1);
  });

  it("refuses unpaid and cancelled purchases", () => {
    const unpaid = planShipment("unpaid", null);
    expect(unpaid).toEqual({ kind: "refused", message: NOT_SHIPPABLE_MESSAGE });
    expect(shipmentModifiedCount(unpaid)).toBe(0);
    expect(planShipment("cancelled", { shipment: false })).toEqual({
      kind: "refused",
      message: CANCELLED_NOT_SHIPPABLE_MESSAGE,
    });
  });
});

describe("LISTED_PURCHASE_STATES", () => {
  it("lists every state but cancelled and expired (they leave My Product)", () => {
    expect([...LISTED_PURCHASE_STATES].sort()).toEqual(["paid", "refunded", "shipped", "unpaid"]);
  });
});

describe("refunds", () => {
  it("refunds paid and shipped purchases only, once", () => {
    expect(checkRefund("paid")).toEqual({ ok: true });
    expect(checkRefund("shipped")).toEqual({ ok: true });
    expect(checkRefund("refunded")).toEqual({ ok: false, reason: "already-refunded" });
    for (const s of ["unpaid", "cancelled", "expired"] as const) {
      expect(checkRefund(s)).toEqual({ ok: false, reason: "not-refundable" });
    }
  });

  it("restocks by default only what was not shipped", () => {
    expect(defaultRestock("paid")).toBe(true);
    expect(defaultRestock("shipped")).toBe(false);
  });
});
