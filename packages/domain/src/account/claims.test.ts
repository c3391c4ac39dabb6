import { describe, expect, it } from "vitest";
import { isAdminClaims, withAdminClaim } from "./claims.js";

describe("withAdminClaim", () => {
  it("adds admin to accounts without claims", () => {
    expect(withAdminClaim(undefined)).toEqual({ admin: true });
    expect(withAdminClaim(null)).toEqual({ admin: true });
  });

  it("keeps every other claim", () => {
    expect(withAdminClaim({ tier: "gold", beta: ["a"] })).toEqual({ tier: "gold", beta: ["a"], admin: true });
  });

  it("turns an explicit admin: false into true and does not mutate its input", () => {
    const claims = { admin: false, tier: 1 };
    expect(withAdminClaim(claims)).toEqual({ admin: true, tier: 1 });
    expect(claims).toEqual({ admin: false, tier: 1 });
  });
});

describe("isAdminClaims", () => {
  it("is true only for admin === true", () => {
    expect(isAdminClaims({ admin: true })).toBe(true);
    expect(isAdminClaims({ admin: "true" })).toBe(false);
    expect(isAdminClaims({ admin: 1 })).toBe(false);
    expect(isAdminClaims({})).toBe(false);
    expect(isAdminClaims(undefined)).toBe(false);
  });
});
