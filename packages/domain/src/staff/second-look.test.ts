import { describe, expect, it } from "vitest";
import {
  DEFAULT_REFUND_APPROVAL_CENTS,
  RECENT_SIGN_IN_MAX_AGE_MS,
  refundNeedsApproval,
  signedInRecently,
} from "./second-look.js";

describe("signedInRecently (issue 52, a second look)", () => {
  const now = Date.UTC(2026, 10, 29, 12);

  it("accepts a sign-in within the last 5 minutes, up to exactly 5 minutes", () => {
    expect(RECENT_SIGN_IN_MAX_AGE_MS).toBe(5 * 60_000);
    expect(signedInRecently(now, now)).toBe(true);
    expect(signedInRecently(now - 60_000, now)).toBe(true);
    expect(signedInRecently(now - RECENT_SIGN_IN_MAX_AGE_MS, now)).toBe(true);
  });

  it("refuses an older sign-in, an unknown one and one from the future", () => {
    expect(signedInRecently(now - RECENT_SIGN_IN_MAX_AGE_MS - 1, now)).toBe(false);
    expect(signedInRecently(now - 6 * 60_000, now)).toBe(false);
    expect(signedInRecently(undefined, now)).toBe(false);
    expect(signedInRecently(Number.NaN, now)).toBe(false);
    expect(signedInRecently(now + 30_000, now)).toBe(true);
    expect(signedInRecently(now + 2 * 60_000, now)).toBe(false);
  });
});

describe("refundNeedsApproval", () => {
  it("asks for a second look strictly above the limit", () => {
    expect(DEFAULT_REFUND_APPROVAL_CENTS).toBe(50_000);
    expect(refundNeedsApproval(50_000, 50_000)).toBe(false);
    expect(refundNeedsApproval(50_001, 50_000)).toBe(true);
    expect(refundNeedsApproval(1, 0)).toBe(true);
  });
});
