import { describe, expect, it } from "vitest";
import { encodeForm } from "./api.js";
import {
  brandOf,
  checkCvc,
  checkExpiry,
  checkNumber,
  checkZip,
  formatExpiry,
  formatNumber,
} from "./card-checks.js";

describe("card checks (Stripe.js stand-in)", () => {
  it("formats numbers by brand and expiry dates as MM / YY", () => {
    expect(formatNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatExpiry("1230", false)).toBe("12 / 30");
    expect(formatExpiry("4", false)).toBe("04 / ");
    expect(formatExpiry("12", true)).toBe("12");
  });

  it("validates numbers with Luhn and brand lengths", () => {
    expect(checkNumber("4242 4242 4242 4242", true)).toMatchObject({
      complete: true,
      error: null,
      brand: "visa",
    });
    expect(checkNumber("4242 4242 4242 4241", false).error).toBe("invalid_number");
    expect(checkNumber("4242", false).error).toBeNull();
    expect(checkNumber("4242", true).error).toBe("incomplete_number");
    expect(brandOf("5555555555554444")).toBe("mastercard");
  });

  it("rejects past and malformed expiry dates with Stripe's codes", () => {
    const now = new Date(2030, 5, 15);
    expect(checkExpiry("1329", false, now).error).toBe("invalid_expiry_month");
    expect(checkExpiry("0129", false, now).error).toBe("invalid_expiry_year_past");
    expect(checkExpiry("0530", false, now).error).toBe("invalid_expiry_month_past");
    expect(checkExpiry("0630", false, now)).toMatchObject({ complete: true, month: 6, year: 2030 });
    expect(checkExpiry("06", true, now).error).toBe("incomplete_expiry");
  });

  it("needs 4 CVC digits for amex and 3 otherwise; ZIPs of 5 digits", () => {
    expect(checkCvc("123", "amex", true).error).toBe("incomplete_cvc");
    expect(checkCvc("123", "visa", true).complete).toBe(true);
    expect(checkZip("9410", true).error).toBe("incomplete_zip");
    expect(checkZip("94107", true).complete).toBe(true);
  });

  it("encodes nested params in Stripe's bracket notation", () => {
    expect(encodeForm({ a: 1, b: { c: "x y", d: [true, null] }, e: undefined })).toEqual([
      "a=1",
      "b%5Bc%5D=x%20y",
      "b%5Bd%5D%5B0%5D=true",
    ]);
  });
});
