import Stripe from "stripe";
import { logger } from "firebase-functions";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES } from "@shop/domain/payment";
import { HttpError } from "../http/errors.js";
import { callStripe, httpErrorFromStripe } from "./payments-stripe.js";

const raw = (extra: Record<string, unknown> = {}) => ({ message: "stripe says no", ...extra });

describe("httpErrorFromStripe", () => {
  beforeEach(() => {
    // Keep the expected error logs out of the test output.
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
  });

  it("answers 503 with a clear message when Stripe is unreachable, limited or misconfigured", () => {
    for (const err of [
      new Stripe.errors.StripeConnectionError(raw()),
      new Stripe.errors.StripeAPIError(raw({ statusCode: 500 })),
      new Stripe.errors.StripeRateLimitError(raw({ statusCode: 429 })),
      new Stripe.errors.StripeAuthenticationError(raw({ statusCode: 401 })),
      new Error("socket hang up"),
    ]) {
      const http = httpErrorFromStripe(err);
      expect(http.status).toBe(503);
      expect(http.message).toBe(PAYMENT_MESSAGES.stripeUnavailable);
    }
  });

  it("answers 400 for an id Stripe does not know, and 409 for a PaymentIntent in the wrong state", () => {
    const missing = httpErrorFromStripe(
      new Stripe.errors.StripeInvalidRequestError(raw({ code: "resource_missing", statusCode: 404 })),
    );
    expect([missing.status, missing.message]).toEqual([400, PAYMENT_MESSAGES.unknownPayment]);
    const state = httpErrorFromStripe(
      new Stripe.errors.StripeInvalidRequestError(
        raw({ code: "payment_intent_unexpected_state", statusCode: 400 }),
      ),
    );
    expect(state.status).toBe(409);
  });

  it("passes HttpErrors through and wraps failures of callStripe", async () => {
    const own = new HttpError("conflict", "mine");
    expect(httpErrorFromStripe(own)).toBe(own);
    await expect(
      callStripe(() => Promise.reject(new Stripe.errors.StripeConnectionError(raw()))),
    ).rejects.toMatchObject({ status: 503, message: PAYMENT_MESSAGES.stripeUnavailable });
    await expect(callStripe(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
