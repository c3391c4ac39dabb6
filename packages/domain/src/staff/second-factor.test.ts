import { describe, expect, it } from "vitest";
import { secondFactorOf } from "./second-factor.js";

describe("secondFactorOf", () => {
  it("reads the factor a token was signed in with", () => {
    expect(secondFactorOf({ firebase: { sign_in_second_factor: "phone" } })).toBe("phone");
    expect(secondFactorOf({ firebase: { sign_in_second_factor: "totp" } })).toBe("totp");
  });

  it("is null without one, or for a factor it does not know", () => {
    expect(secondFactorOf({ firebase: { sign_in_provider: "password" } })).toBeNull();
    expect(secondFactorOf({ sign_in_second_factor: "phone" })).toBeNull();
    expect(secondFactorOf({ firebase: { sign_in_second_factor: "email" } })).toBeNull();
    expect(secondFactorOf(null)).toBeNull();
  });
});
