import { describe, expect, it } from "vitest";
import { centsToDecimal, isoUtc, safeCell, safeRow } from "./exports.js";

describe("safeCell", () => {
  it("puts a ' before what a spreadsheet would run as a formula", () => {
    for (const v of ["=1+1", "+1", "-5 off", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x","y")']) {
      expect(safeCell(v)).toBe(`'${v}`);
    }
    for (const v of ["Gimbal", "", "1-2", "a=b", "'quoted"]) expect(safeCell(v)).toBe(v);
    expect(safeRow({ a: "=x", b: "y" })).toEqual({ a: "'=x", b: "y" });
  });
});

describe("centsToDecimal / isoUtc", () => {
  it("writes cents as decimals and instants in ISO 8601 UTC", () => {
    expect(centsToDecimal(123456)).toBe("1234.56");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(-250)).toBe("-2.50");
    expect(isoUtc(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe("2026-01-02T03:04:05.000Z");
    expect(isoUtc(undefined)).toBe("");
  });
});
