import { describe, expect, it } from "vitest";
import { originFrom } from "./use-finish-sign-in";

describe("originFrom", () => {
  it("returns the protected page the visitor was sent from", () => {
    expect(originFrom({ from: { pathname: "/dashboard/profile", search: "?a=1", hash: "" } })).toBe(
      "/dashboard/profile?a=1",
    );
  });

  it("defaults to / without a usable origin", () => {
    expect(originFrom(null)).toBe("/");
    expect(originFrom({ from: "https://evil.example/" })).toBe("/");
    expect(originFrom({ from: { pathname: "//evil.example" } })).toBe("/");
  });
});
