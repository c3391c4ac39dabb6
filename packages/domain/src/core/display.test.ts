import { describe, expect, it } from "vitest";
import { DESCRIPTION_CUT, MAX_LIST_PAGE, NAME_CUT, cutText, pageCount, pageFromQuery } from "./display.js";

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

describe("pageFromQuery (the storefront's ?page=N)", () => {
  it("reads a whole page number up to the last page a list serves", () => {
    expect(pageFromQuery("2")).toBe(2);
    expect(pageFromQuery(String(MAX_LIST_PAGE))).toBe(MAX_LIST_PAGE);
  });
  it("answers page 1 for anything else", () => {
    for (const v of [
      null,
      undefined,
      "",
      "0",
      "-1",
      "1.5",
      "02",
      "x",
      "2x",
      " 2",
      String(MAX_LIST_PAGE + 1),
      "9999",
    ])
      expect(pageFromQuery(v), String(v)).toBe(1);
  });
});
