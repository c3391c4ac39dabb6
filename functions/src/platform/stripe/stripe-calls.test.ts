import Stripe from "stripe";
import * as logger from "firebase-functions/logger";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES } from "@shop/domain";
import { AppError, UnavailableError } from "../app-error.js";
import { PROVIDER_RETRY_AFTER_SECONDS, STRIPE_BUDGET_MS } from "../timeouts.js";
import { withStripeBudget } from "./stripe-budget.js";
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

describe("callStripe's budget (issue 54)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const never = () => new Promise<never>(() => undefined);

  it("gives up on a call Stripe never answers after the budget: 503 with Retry-After", async () => {
    const call = callStripe(never);
    const outcome = expect(call).rejects.toEqual(
      new UnavailableError(PAYMENT_MESSAGES.stripeUnavailable, PROVIDER_RETRY_AFTER_SECONDS),
    );
    await vi.advanceTimersByTimeAsync(STRIPE_BUDGET_MS);
    await outcome;
  });

  it("shares one budget between a request's calls, and names the service that did not answer", async () => {
    await withStripeBudget(async () => {
      const slow = callStripe(
        () => new Promise((resolve) => setTimeout(() => resolve(1), STRIPE_BUDGET_MS - 1000)),
      );
      await vi.advanceTimersByTimeAsync(STRIPE_BUDGET_MS - 1000);
      await expect(slow).resolves.toBe(1);
      const next = callStripe(never, { unavailable: PAYMENT_MESSAGES.taxUnavailable });
      const outcome = expect(next).rejects.toMatchObject({
        code: "unavailable",
        message: PAYMENT_MESSAGES.taxUnavailable,
      });
      // Only the second that is left: not a whole new budget.
      await vi.advanceTimersByTimeAsync(1000);
      await outcome;
      await expect(callStripe(() => Promise.resolve(2))).rejects.toMatchObject({ code: "unavailable" });
    });
  });
});
