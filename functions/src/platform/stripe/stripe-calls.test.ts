import Stripe from "stripe";
import { logger } from "firebase-functions";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES } from "@shop/domain";
import { AppError } from "../app-error.js";
import { callStripe, appErrorFromStripe } from "./stripe-calls.js";

const raw = (extra: Record<string, unknown> = {}) => ({ message: "stripe says no", ...extra });

describe("appErrorFromStripe", () => {
  beforeEach(() => {
    // Keep the expected error logs out of the test output.
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
  });

  it("answers unavailable with a clear message when Stripe is unreachable, limited or misconfigured", () => {
    for (const err of [
      new Stripe.errors.StripeConnectionError(raw()),
      new Stripe.errors.StripeAPIError(raw({ statusCode: 500 })),
      new Stripe.errors.StripeRateLimitError(raw({ statusCode: 429 })),
      new Stripe.errors.StripeAuthenticationError(raw({ statusCode: 401 })),
      new Error("socket hang up"),
    ]) {
      const appError = appErrorFromStripe(err);
      expect(appError.code).toBe("unavailable");
      expect(appError.message).toBe(PAYMENT_MESSAGES.stripeUnavailable);
    }
  });

  it("answers invalid-argument for an id Stripe does not know, and conflict for a PaymentIntent in the wrong state", () => {
    const missing = appErrorFromStripe(
      new Stripe.errors.StripeInvalidRequestError(raw({ code: "resource_missing", statusCode: 404 })),
    );
    expect([missing.code, missing.message]).toEqual(["invalid-argument", PAYMENT_MESSAGES.unknownPayment]);
    const state = appErrorFromStripe(
      new Stripe.errors.StripeInvalidRequestError(
        raw({ code: "payment_intent_unexpected_state", statusCode: 400 }),
      ),
    );
    expect(state.code).toBe("conflict");
  });

  it("passes application errors through and wraps failures of callStripe", async () => {
    const own = new AppError("conflict", "mine");
    expect(appErrorFromStripe(own)).toBe(own);
    await expect(
      callStripe(() => Promise.reject(new Stripe.errors.StripeConnectionError(raw()))),
    ).rejects.toMatchObject({ code: "unavailable", message: PAYMENT_MESSAGES.stripeUnavailable });
    await expect(callStripe(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
