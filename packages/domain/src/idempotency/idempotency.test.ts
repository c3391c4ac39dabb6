import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_MESSAGES, isKeptAnswer, requestFingerprint } from "./idempotency.js";
import { idempotencyKeySchema } from "./idempotency-key.js";
import { newPaymentRecord } from "../payment/payment.js";
import { applyPurchaseEvent, newPurchase } from "../purchase/events.js";
import { orderOfPurchase } from "../order/build.js";

describe("Idempotency-Key rules", () => {
  it("takes 1 to 255 printable characters, compares requests whatever their keys' order, keeps no 5xx or 429", () => {
    expect(idempotencyKeySchema.safeParse("a").success).toBe(true);
    expect(idempotencyKeySchema.safeParse("k".repeat(255)).success).toBe(true);
    for (const bad of ["", "k".repeat(256), "tab\there", "é"]) {
      expect(idempotencyKeySchema.safeParse(bad).error?.issues[0]?.message).toBe(
        IDEMPOTENCY_MESSAGES.invalid,
      );
    }
    expect(requestFingerprint("post", "/orders", { a: 1, b: { c: 2, d: [1, 2] } })).toBe(
      requestFingerprint("POST", "/orders", { b: { d: [1, 2], c: 2 }, a: 1 }),
    );
    expect(requestFingerprint("POST", "/orders", { a: 1 })).not.toBe(
      requestFingerprint("POST", "/purchase", { a: 1 }),
    );
    expect([201, 400, 409, 422, 429, 500, 503].map(isKeptAnswer)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("orderOfPurchase (the migration of issue 30) and newPaymentRecord", () => {
  const at = Date.UTC(2026, 10, 1, 9);
  const placed = newPurchase({
    product: { id: "x1", name: "Gimbal X1", image: "/x1.png", priceCents: 2_500 },
    quantity: 3,
    buyer: { uid: "u1", name: "Casey", email: "c@example.com" },
    address: "1 Road",
    phone: "555",
    at,
    holdSeconds: 3_600,
  });

  it("gives an unpaid purchase its unpaid order of one line, from the purchase page", () => {
    expect(orderOfPurchase("p1", placed)).toMatchObject({
      state: "unpaid",
      placedFrom: "purchase-page",
      purchaseIds: ["p1"],
      lines: [{ purchaseId: "p1", productId: "x1", quantity: 3, priceCents: 7_500, paidCents: 7_500 }],
      totalCents: 7_500,
      holdUntil: at + 3_600_000,
      history: [{ state: "unpaid", at }],
    });
  });

  it("keeps a shipped purchase's payment (its order paid) and a refunded one's refund", () => {
    const pay = applyPurchaseEvent(placed, { type: "pay", paymentIntentId: "pi_1" }, at + 60_000);
    if (!pay.ok) throw new Error("pay refused");
    const ship = applyPurchaseEvent(
      pay.after,
      { type: "ship", carrier: null, trackingNumber: null },
      at + 120_000,
    );
    if (!ship.ok) throw new Error("ship refused");
    expect(orderOfPurchase("p1", ship.after)).toMatchObject({
      state: "paid",
      transactionId: "pi_1",
      history: [
        { state: "unpaid", at },
        { state: "paid", at: at + 60_000 },
      ],
    });
    const refund = { id: "re_1", amountCents: 7_500, by: "admin", reason: "r", restocked: false };
    const refunded = applyPurchaseEvent(ship.after, { type: "refund", refund }, at + 180_000);
    if (!refunded.ok) throw new Error("refund refused");
    expect(orderOfPurchase("p1", refunded.after)).toMatchObject({
      state: "refunded",
      refundedCents: 7_500,
      refundedPurchaseIds: ["p1"],
    });
    expect(newPaymentRecord("p1", pay.after, "pi_1", at + 60_000)).toEqual({
      product: "p1",
      productName: "Gimbal X1",
      priceCents: 7_500,
      currency: "usd",
      shipment: false,
      userId: "u1",
      userEmail: "c@example.com",
      userName: "Casey",
      transactionId: "pi_1",
      createdAt: at + 60_000,
    });
  });
});
