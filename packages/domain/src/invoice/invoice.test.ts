import { describe, expect, it } from "vitest";
import { formatNumber, parseNumber, planNumbers, type NumberingEntry } from "./invoice.js";

const at = (iso: string) => Date.parse(iso);

describe("invoice numbers", () => {
  it("formats and parses INV-<year>-<6 digits>", () => {
    expect(formatNumber("INV", 2026, 1)).toBe("INV-2026-000001");
    expect(formatNumber("CN", 2027, 123456)).toBe("CN-2027-123456");
    expect(parseNumber("INV-2026-000042")).toEqual({ series: "INV", year: 2026, seq: 42 });
    expect(parseNumber("INV-2026-42")).toBeNull();
    expect(() => formatNumber("INV", 2026, 0)).toThrow(RangeError);
    expect(() => formatNumber("INV", 2026, 1_000_000)).toThrow(RangeError);
  });

  it("numbers in recorded order, ties by id, each series on its own counter", () => {
    const entries: NumberingEntry[] = [
      { id: "inv-b", kind: "invoice", recordedAt: at("2026-05-01T10:00:00Z") },
      { id: "cn-x", kind: "credit-note", recordedAt: at("2026-05-01T09:00:00Z") },
      { id: "inv-a", kind: "invoice", recordedAt: at("2026-05-01T10:00:00Z") },
      { id: "inv-c", kind: "invoice", recordedAt: at("2026-04-30T23:00:00Z") },
    ];
    const { planned, counters } = planNumbers(entries, { "INV-2026": 7 });
    expect(planned.map((p) => [p.entryId, p.number])).toEqual([
      ["inv-c", "INV-2026-000008"],
      ["cn-x", "CN-2026-000001"],
      ["inv-a", "INV-2026-000009"],
      ["inv-b", "INV-2026-000010"],
    ]);
    expect(counters).toEqual({ "INV-2026": 10, "CN-2026": 1 });
  });

  it("starts a new year at 000001 (UTC), the old year's series going on for late entries", () => {
    const entries: NumberingEntry[] = [
      { id: "a", kind: "invoice", recordedAt: at("2026-12-31T23:59:59.999Z") },
      { id: "b", kind: "invoice", recordedAt: at("2027-01-01T00:00:00.000Z") },
      { id: "c", kind: "invoice", recordedAt: at("2027-01-01T00:00:01.000Z") },
    ];
    const { planned } = planNumbers(entries, { "INV-2026": 41 });
    expect(planned.map((p) => p.number)).toEqual(["INV-2026-000042", "INV-2027-000001", "INV-2027-000002"]);
  });

  it("skips entries that must wait, without using a number for them", () => {
    const entries: NumberingEntry[] = [
      { id: "a", kind: "credit-note", recordedAt: 1 },
      { id: "b", kind: "credit-note", recordedAt: 2 },
    ];
    const { planned } = planNumbers(entries, {}, new Set(["a"]));
    expect(planned.map((p) => [p.entryId, p.number])).toEqual([["b", "CN-1970-000001"]]);
  });
});
