import { describe, expect, it } from "vitest";
import {
  PAYMENT_MESSAGES,
  PAY_REFUSAL_MESSAGES,
  isCancelablePaymentIntent,
  isReusablePaymentIntent,
  paymentIntentIdempotencyKey,
  paymentMismatch,
  payRefusal,
  type PaymentIntentFacts,
} from "./payment.js";

const purchase = { id: "p1", priceCents: 12_345 };
const pi = (over: Partial<PaymentIntentFacts> = {}): PaymentIntentFacts => ({
  id: "pi_1",
  status: "succeeded",
  amount: 12_345,
  currency: "usd",
  metadata: { purchaseId: "p1", userId: "u1" },
  ...over,
});

describe("paymentMismatch", () => {
  it("accepts a succeeded PaymentIntent for the purchase's price in dollars", () => {
    expect(paymentMismatch(pi(), purchase)).toBeNull();
  });

  it.each([["requires_payment_method"], ["requires_action"], ["processing"], ["canceled"]])(
    "refuses status %s",
    (status) => {
      expect(paymentMismatch(pi({ status }), purchase)).toEqual({
        kind: "not-succeeded",
        message: PAYMENT_MESSAGES.notSucceeded,
      });
    },
  );

  it("refuses another amount, another currency, another or no purchase", () => {
    expect(paymentMismatch(pi({ amount: 12_344 }), purchase)?.kind).toBe("wrong-amount");
    expect(paymentMismatch(pi({ currency: "eur" }), purchase)?.kind).toBe("wrong-currency");
    expect(paymentMismatch(pi({ metadata: { purchaseId: "p2" } }), purchase)?.kind).toBe("other-purchase");
    expect(paymentMismatch(pi({ metadata: {} }), purchase)?.kind).toBe("other-purchase");
    expect(paymentMismatch(pi({ metadata: null }), purchase)?.kind).toBe("other-purchase");
  });
});

describe("isReusablePaymentIntent", () => {
  it("reuses an unconfirmed PaymentIntent of the same purchase and price", () => {
    for (const status of ["requires_payment_method", "requires_confirmation", "requires_action"]) {
      expect(isReusablePaymentIntent(pi({ status }), purchase)).toBe(true);
    }
  });

  it("does not reuse a finished one or one for another amount or purchase", () => {
    expect(isReusablePaymentIntent(pi({ status: "canceled" }), purchase)).toBe(false);
    expect(isReusablePaymentIntent(pi({ status: "succeeded" }), purchase)).toBe(false);
    expect(isReusablePaymentIntent(pi({ status: "requires_payment_method", amount: 1 }), purchase)).toBe(
      false,
    );
    expect(
      isReusablePaymentIntent(
        pi({ status: "requires_payment_method", metadata: { purchaseId: "x" } }),
        purchase,
      ),
    ).toBe(false);
  });
});

describe("isCancelablePaymentIntent / paymentIntentIdempotencyKey", () => {
  it("cancels only what Stripe allows to cancel", () => {
    expect(isCancelablePaymentIntent("requires_payment_method")).toBe(true);
    expect(isCancelablePaymentIntent("processing")).toBe(true);
    expect(isCancelablePaymentIntent("succeeded")).toBe(false);
    expect(isCancelablePaymentIntent("canceled")).toBe(false);
  });

  it("keys the first PaymentIntent by purchase and a replacement by the one it replaces", () => {
    expect(paymentIntentIdempotencyKey("p1", null)).toBe("purchase-p1-pi");
    expect(paymentIntentIdempotencyKey("p1", "pi_9")).toBe("purchase-p1-pi-after-pi_9");
  });
});

describe("payRefusal", () => {
  const owned = { userId: "u1", state: "unpaid" as const, priceCents: 1000 };

  it("lets the owner pay an unpaid, priced owned (and anyone when no customer is named)", () => {
    expect(payRefusal(owned, "u1")).toBeNull();
    expect(payRefusal(owned)).toBeNull();
  });

  it("names why a owned cannot be paid, the owner check first", () => {
    expect(payRefusal(owned, "u2")).toBe("not-owner");
    expect(payRefusal({ ...owned, state: "paid" })).toBe("already-paid");
    expect(payRefusal({ ...owned, state: "shipped" })).toBe("already-paid");
    expect(payRefusal({ ...owned, state: "cancelled" })).toBe("cancelled");
    expect(payRefusal({ ...owned, priceCents: 0 })).toBe("not-payable");
    expect(PAY_REFUSAL_MESSAGES["not-owner"]).toBe(PAYMENT_MESSAGES.notYours);
  });
});
