import { describe, expect, it } from "vitest";
import { DESCRIPTION_CUT, NAME_CUT, cutText, pageCount } from "./display.js";

describe("display rules (spec §9)", () => {
  it("cuts names at 50 and descriptions at 100 characters", () => {
    expect(cutText("a".repeat(60), NAME_CUT)).toHaveLength(50);
    expect(cutText("b".repeat(100), DESCRIPTION_CUT)).toHaveLength(100);
    expect(cutText("short", NAME_CUT)).toBe("short");
  });
  it("page count is total over page size, rounded up", () => {
    expect(pageCount(0, 6)).toBe(0);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(10, 3)).toBe(4);
  });
});
