import { describe, expect, it } from "vitest";
import { formatDollars, isCents, parseDollarsToCents } from "./money.js";

describe("money", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [24900, "$249.00"],
    [123456789, "$1,234,567.89"],
    [-150, "-$1.50"],
  ])("formats %i cents as %s", (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["0.99", 99],
    [19.99, 1999],
    [" 3 ", 300],
  ])("parses %j dollars to %i cents", (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each(["", "abc", "1.234", "-5", "1e3", "12.", "١٢"])("refuses %j", (input) => {
    expect(parseDollarsToCents(input)).toBeNull();
  });

  it("knows whole non-negative cents", () => {
    expect(isCents(100)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents(-1)).toBe(false);
    expect(isCents(Number.NaN)).toBe(false);
  });
});
