import { describe, expect, it } from "vitest";
import { applyPurchaseEvent, newPurchase, type PurchaseEvent } from "./events.js";
import type { Purchase } from "./types.js";

const T0 = Date.UTC(2026, 10, 1, 12);

function placed(): Purchase {
  return newPurchase({
    product: { id: "x1", name: "Gimbal X1", image: "/x1.png", priceCents: 19_900 },
    quantity: 3,
    buyer: { uid: "u1", name: "Olivia", email: "olivia@example.com" },
    address: "1 Main Street",
    phone: "+1 555 0100",
    at: T0,
    holdSeconds: 3600,
  });
}

/** Applies events in turn, one minute apart; throws on a refusal. */
function run(p: Purchase, ...events: PurchaseEvent[]): Purchase {
  return events.reduce((current, event, i) => {
    const outcome = applyPurchaseEvent(current, event, T0 + (i + 1) * 60_000);
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    return outcome.after;
  }, p);
}

const refund = {
  id: "re_1",
  amountCents: 59_700,
  by: "admin",
  reason: "Refunded by the shop",
  restocked: true,
};

describe("newPurchase (the place event)", () => {
  it("prices the order on the server and holds its pieces until the hold ends", () => {
    const p = placed();
    expect(p).toMatchObject({
      productId: "x1",
      unitPriceCents: 19_900,
      priceCents: 59_700,
      state: "unpaid",
      paid: false,
      shipment: false,
      transactionId: null,
      history: [{ state: "unpaid", at: T0 }],
      createdAt: T0,
      updatedAt: T0,
      holdUntil: T0 + 3_600_000,
    });
  });
});

describe("applyPurchaseEvent", () => {
  it("pays: state, transaction id, a history entry and the time", () => {
    const outcome = applyPurchaseEvent(placed(), { type: "pay", paymentIntentId: "pi_1" }, T0 + 5);
    expect(outcome).toMatchObject({
      ok: true,
      change: {
        state: "paid",
        paid: true,
        transactionId: "pi_1",
        paymentIntentId: "pi_1",
        lastPaymentError: null,
        updatedAt: T0 + 5,
        history: [
          { state: "unpaid", at: T0 },
          { state: "paid", at: T0 + 5 },
        ],
      },
    });
  });

  it("walks pay → ship → refund with every step in the history", () => {
    const p = run(
      placed(),
      { type: "pay", paymentIntentId: "pi_1" },
      { type: "ship", carrier: "UPS", trackingNumber: "1Z" },
      { type: "refund", refund },
    );
    expect(p.history.map((h) => h.state)).toEqual(["unpaid", "paid", "shipped", "refunded"]);
    expect(p).toMatchObject({ carrier: "UPS", trackingNumber: "1Z", shipment: true, refundedCents: 59_700 });
    expect(p.refund).toEqual({ ...refund, at: T0 + 180_000 });
  });

  it("adds a full refund to what returns of some pieces refunded before", () => {
    const shipped = run(
      placed(),
      { type: "pay", paymentIntentId: "pi_1" },
      { type: "ship", carrier: null, trackingNumber: null },
    );
    const returned = { ...shipped, returnedQuantity: 1, returnedCents: 19_900, refundedCents: 19_900 };
    const outcome = applyPurchaseEvent(
      returned,
      { type: "refund", refund: { ...refund, amountCents: 39_800 } },
      T0,
    );
    expect(outcome).toMatchObject({ ok: true, change: { state: "refunded", refundedCents: 59_700 } });
  });

  it("cancels only for the owner and only while unpaid", () => {
    const other = applyPurchaseEvent(placed(), { type: "cancel", uid: "u2" }, T0);
    expect(other).toEqual({
      ok: false,
      refusal: {
        reason: "not-owner",
        forbidden: true,
        message: "Only the customer who ordered can cancel this purchase",
      },
    });
    const cancelled = run(placed(), { type: "cancel", uid: "u1" });
    expect(cancelled.state).toBe("cancelled");
    const again = applyPurchaseEvent(cancelled, { type: "cancel", uid: "u1" }, T0);
    expect(again).toMatchObject({ ok: false, refusal: { reason: "already-cancelled", forbidden: false } });
    const paid = run(placed(), { type: "pay", paymentIntentId: "pi_1" });
    expect(applyPurchaseEvent(paid, { type: "cancel", uid: "u1" }, T0)).toMatchObject({
      ok: false,
      refusal: { reason: "not-unpaid", message: "Only unpaid purchases can be cancelled" },
    });
  });

  it("refuses what the life cycle does not allow, with the API's messages", () => {
    const p = placed();
    expect(applyPurchaseEvent(p, { type: "ship", carrier: null, trackingNumber: null }, T0)).toMatchObject({
      ok: false,
      refusal: { reason: "not-shippable", message: "Only paid purchases can be shipped" },
    });
    expect(applyPurchaseEvent(p, { type: "refund", refund }, T0)).toMatchObject({
      ok: false,
      refusal: { reason: "not-refundable", message: "Only paid or shipped purchases can be refunded" },
    });
    const expired = run(p, { type: "expire" });
    expect(applyPurchaseEvent(expired, { type: "pay", paymentIntentId: "pi_1" }, T0)).toMatchObject({
      ok: false,
      refusal: { reason: "expired" },
    });
    const cancelled = run(p, { type: "cancel", uid: "u1" });
    expect(
      applyPurchaseEvent(cancelled, { type: "ship", carrier: null, trackingNumber: null }, T0),
    ).toMatchObject({ ok: false, refusal: { message: "A cancelled purchase cannot be shipped" } });
    expect(applyPurchaseEvent(expired, { type: "expire" }, T0)).toMatchObject({
      ok: false,
      refusal: { reason: "not-expirable" },
    });
  });

  it("refuses paying someone else's purchase as forbidden, an already paid one as a conflict", () => {
    expect(
      applyPurchaseEvent(placed(), { type: "pay", paymentIntentId: "pi_1", uid: "u2" }, T0),
    ).toMatchObject({
      ok: false,
      refusal: { reason: "not-owner", forbidden: true },
    });
    const paid = run(placed(), { type: "pay", paymentIntentId: "pi_1" });
    expect(applyPurchaseEvent(paid, { type: "pay", paymentIntentId: "pi_2" }, T0)).toMatchObject({
      ok: false,
      refusal: { reason: "already-paid", forbidden: false, message: "This purchase is already paid" },
    });
  });

  it("records a refund without a state change once (a payment that lost the race)", () => {
    const expired = run(placed(), { type: "expire" });
    const outcome = applyPurchaseEvent(expired, { type: "record-refund", refund }, T0 + 9);
    expect(outcome).toMatchObject({ ok: true, change: { state: "expired", refundedCents: 59_700 } });
    if (!outcome.ok) return;
    expect(outcome.change.history).toBe(expired.history);
    expect(applyPurchaseEvent(outcome.after, { type: "record-refund", refund }, T0)).toMatchObject({
      ok: false,
      refusal: { reason: "refund-recorded" },
    });
  });
});
