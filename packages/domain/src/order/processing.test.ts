/** Payments that take days (issue 49): `processing` and what every event order does to it. */
import { describe, expect, it } from "vitest";
import {
  applyOrderEvent,
  isOpenOrder,
  newOrder,
  orderPayRefusal,
  type Order,
  type OrderEvent,
} from "./index.js";

const AT = Date.UTC(2026, 10, 28, 9);
const HOLD_MS = 3_600_000;

function placed(): Order {
  return newOrder({
    orderId: "o1",
    purchaseIds: ["p1"],
    items: [{ product: { id: "x1", name: "Gimbal X1", image: "/x1.png", priceCents: 1999 }, quantity: 20 }],
    buyer: { uid: "u1", name: "Käufer", email: "k@example.com" },
    address: "Unter den Linden 1, 10117 Berlin",
    phone: "+49 30 901820",
    promoCode: null,
    discountCents: 0,
    currency: "eur",
    at: AT,
    holdSeconds: HOLD_MS / 1000,
  }).order;
}

const processing: OrderEvent = { type: "processing", paymentIntentId: "pi_sepa", method: "sepa_debit" };
const succeeded: OrderEvent = { type: "pay", paymentIntentId: "pi_sepa" };
const failed = (holdUntil: number): OrderEvent => ({
  type: "payment-failed",
  paymentIntentId: "pi_sepa",
  message: "The account has insufficient funds",
  holdUntil,
});

/** Applies events in turn; refused ones leave the order as it was (as the webhook does). */
function run(order: Order, events: OrderEvent[]): { order: Order; refused: string[] } {
  const refused: string[] = [];
  let at = AT;
  for (const event of events) {
    at += 1000;
    const outcome = applyOrderEvent(order, event, at);
    if (outcome.ok) order = outcome.after;
    else refused.push(outcome.refusal.reason);
  }
  return { order, refused };
}

describe("an order whose payment is processing", () => {
  it("goes unpaid → processing → paid, with both steps in its history", () => {
    const { order, refused } = run(placed(), [processing, succeeded]);
    expect(refused).toEqual([]);
    expect(order).toMatchObject({ state: "paid", transactionId: "pi_sepa", processingMethod: null });
    expect(order.history.map((h) => h.state)).toEqual(["unpaid", "processing", "paid"]);
  });

  it("keeps its pieces and counts as open; neither side can cancel it, expiry does not end it", () => {
    const { order } = run(placed(), [processing]);
    expect(order).toMatchObject({ state: "processing", processingMethod: "sepa_debit" });
    expect(isOpenOrder(order.state)).toBe(true);
    expect(applyOrderEvent(order, { type: "cancel", uid: "u1" }, AT)).toMatchObject({
      ok: false,
      refusal: { reason: "payment-processing", forbidden: false },
    });
    expect(applyOrderEvent(order, { type: "cancel", uid: "u2" }, AT)).toMatchObject({
      ok: false,
      refusal: { reason: "not-owner" },
    });
    expect(applyOrderEvent(order, { type: "expire" }, AT + 10 * HOLD_MS)).toMatchObject({
      ok: false,
      refusal: { reason: "not-unpaid" },
    });
    expect(orderPayRefusal(order, "u1")).toBe("processing");
  });

  it("is unpaid again after a failure, with a fresh hold and the bank's reason", () => {
    const fresh = AT + 3 * 86_400_000;
    const { order } = run(placed(), [processing, failed(fresh)]);
    expect(order).toMatchObject({
      state: "unpaid",
      holdUntil: fresh,
      lastPaymentError: "The account has insufficient funds",
      processingMethod: null,
    });
    expect(order.history.map((h) => h.state)).toEqual(["unpaid", "processing", "unpaid"]);
    expect(orderPayRefusal(order, "u1")).toBeNull();
    // ...and a card pays it then.
    expect(run(order, [{ type: "pay", paymentIntentId: "pi_card" }]).order.state).toBe("paid");
  });

  it("never moves backwards: a late, repeated or out-of-order processing or failure is refused", () => {
    const late = run(placed(), [succeeded, processing, failed(AT + HOLD_MS * 5)]);
    expect(late.order.state).toBe("paid");
    expect(late.refused).toEqual(["already-paid", "already-paid"]);
    const twice = run(placed(), [processing, processing, succeeded, succeeded]);
    expect(twice.order.state).toBe("paid");
    expect(twice.refused).toEqual(["payment-processing", "already-paid"]);
    const refunded = run(placed(), [processing, succeeded]);
    const back = applyOrderEvent(
      refunded.order,
      { type: "refund-line", purchaseId: "p1", amountCents: 39_980 },
      AT + 9000,
    );
    if (!back.ok) throw new Error(back.refusal.message);
    expect(run(back.after, [processing, failed(AT)]).refused).toEqual(["already-paid", "already-paid"]);
  });

  it("answers only its own PaymentIntent while processing", () => {
    const { order } = run(placed(), [processing]);
    for (const event of [
      { type: "pay", paymentIntentId: "pi_other" },
      { type: "payment-failed", paymentIntentId: "pi_other", message: "x", holdUntil: AT },
      { type: "processing", paymentIntentId: "pi_other", method: "sepa_debit" },
    ] satisfies OrderEvent[]) {
      expect(applyOrderEvent(order, event, AT)).toMatchObject({
        ok: false,
        refusal: { reason: "not-this-payment" },
      });
    }
  });

  it("a failure of an unpaid order keeps its hold and state (a declined card), and nothing ended comes back", () => {
    const { order } = run(placed(), [failed(AT + 99 * HOLD_MS)]);
    expect(order).toMatchObject({
      state: "unpaid",
      holdUntil: AT + HOLD_MS,
      lastPaymentError: expect.any(String),
    });
    expect(order.history).toHaveLength(1);
    const expired = run(placed(), [{ type: "expire" }, processing, failed(AT), succeeded]);
    expect(expired.order.state).toBe("expired");
    expect(expired.refused).toEqual(["not-payable", "not-payable", "not-payable"]);
  });
});
