import { describe, expect, it } from "vitest";
import { orderInputSchema } from "./input.js";
import { applyOrderEvent, newOrder, type Order } from "./index.js";

const AT = Date.UTC(2026, 10, 25, 9);

function placed(): Order {
  return newOrder({
    orderId: "o1",
    purchaseIds: ["p1", "p2"],
    items: [
      { product: { id: "x1", name: "Gimbal X1", image: "/x1.png", priceCents: 1999 }, quantity: 20 },
      { product: { id: "x12", name: "Gimbal X12", image: "/x12.png", priceCents: 3333 }, quantity: 10 },
    ],
    buyer: { uid: "u1", name: "Reseller", email: "r@example.com" },
    address: "1 Road",
    phone: "+1 555 0100",
    promoCode: "LAUNCH10",
    discountCents: 7331,
    at: AT,
    holdSeconds: 3600,
  }).order;
}

describe("newOrder", () => {
  it("prices the lines, spreads the discount exactly and holds the pieces", () => {
    const o = placed();
    expect(o).toMatchObject({
      subtotalCents: 73_310,
      discountCents: 7331,
      totalCents: 65_979,
      state: "unpaid",
    });
    expect(o.lines.map((l) => l.paidCents).reduce((a, b) => a + b, 0)).toBe(65_979);
    expect(o.purchaseIds).toEqual(["p1", "p2"]);
    expect(o.holdUntil).toBe(AT + 3_600_000);
  });
});

describe("applyOrderEvent", () => {
  it("pays, then refunds line by line: partially_refunded, then refunded", () => {
    const paid = applyOrderEvent(placed(), { type: "pay", paymentIntentId: "pi_1" }, AT + 1);
    if (!paid.ok) throw new Error(paid.refusal.message);
    expect(paid.after).toMatchObject({ state: "paid", transactionId: "pi_1" });
    const one = applyOrderEvent(
      paid.after,
      { type: "refund-line", purchaseId: "p1", amountCents: 100 },
      AT + 2,
    );
    if (!one.ok) throw new Error(one.refusal.message);
    expect(one.after).toMatchObject({ state: "partially_refunded", refundedCents: 100 });
    expect(
      applyOrderEvent(one.after, { type: "refund-line", purchaseId: "p1", amountCents: 100 }, AT),
    ).toMatchObject({
      ok: false,
      refusal: { reason: "line-refunded" },
    });
    const both = applyOrderEvent(
      one.after,
      { type: "refund-line", purchaseId: "p2", amountCents: 200 },
      AT + 3,
    );
    expect(both).toMatchObject({ ok: true, after: { state: "refunded", refundedCents: 300 } });
    if (both.ok)
      expect(both.after.history.map((h) => h.state)).toEqual([
        "unpaid",
        "paid",
        "partially_refunded",
        "refunded",
      ]);
  });

  it("cancels for its owner only and only while unpaid; expires only while unpaid", () => {
    expect(applyOrderEvent(placed(), { type: "cancel", uid: "u2" }, AT)).toMatchObject({
      ok: false,
      refusal: { reason: "not-owner", forbidden: true },
    });
    const cancelled = applyOrderEvent(placed(), { type: "cancel", uid: "u1" }, AT);
    expect(cancelled).toMatchObject({ ok: true, after: { state: "cancelled" } });
    if (cancelled.ok) {
      expect(applyOrderEvent(cancelled.after, { type: "expire" }, AT)).toMatchObject({ ok: false });
      expect(applyOrderEvent(cancelled.after, { type: "pay", paymentIntentId: "pi" }, AT)).toMatchObject({
        ok: false,
      });
    }
  });

  it("records refunds made in Stripe without changing any state, never lowering the amount", () => {
    const paid = applyOrderEvent(placed(), { type: "pay", paymentIntentId: "pi_1" }, AT);
    if (!paid.ok) throw new Error("unpaid");
    const rec = applyOrderEvent(paid.after, { type: "record-refunds", refundedCents: 500 }, AT);
    expect(rec).toMatchObject({ ok: true, after: { state: "paid", refundedCents: 500 } });
    if (rec.ok)
      expect(applyOrderEvent(rec.after, { type: "record-refunds", refundedCents: 100 }, AT)).toMatchObject({
        after: { refundedCents: 500 },
      });
  });
});

describe("orderInputSchema", () => {
  it("takes 1 to 20 lines, each product once", () => {
    const base = { address: "1 Road", phone: "+1 555 0100" };
    const line = (productId: string) => ({ productId, quantity: 2 });
    expect(orderInputSchema.safeParse({ ...base, items: [line("a"), line("b")] }).success).toBe(true);
    expect(orderInputSchema.safeParse({ ...base, items: [] }).success).toBe(false);
    expect(orderInputSchema.safeParse({ ...base, items: [line("a"), line("a")] }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => line(`p${i}`));
    expect(orderInputSchema.safeParse({ ...base, items: many }).success).toBe(false);
  });
});
