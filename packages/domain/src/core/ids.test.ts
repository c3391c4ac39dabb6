import { describe, expect, it } from "vitest";
import { DOCUMENT_ID_PATTERN, documentIdSchema, isDocumentId } from "./ids.js";

describe("document ids", () => {
  it("accepts auto ids, slugs and uids; refuses paths, blanks and very long ids", () => {
    for (const ok of ["x1-bundle", "AbC123_-", "a".repeat(128)]) expect(isDocumentId(ok)).toBe(true);
    for (const bad of ["", "a/b", "a b", "é", "a".repeat(129), 7, null])
      expect(isDocumentId(bad)).toBe(false);
    expect(DOCUMENT_ID_PATTERN.test("../x")).toBe(false);
  });

  it("answers its own messages for a malformed and a missing id", () => {
    const schema = documentIdSchema("Purchase id is not valid", "A purchase id is required");
    expect(schema.safeParse("a/b").error?.issues[0]?.message).toBe("Purchase id is not valid");
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("A purchase id is required");
    expect(schema.parse("p1")).toBe("p1");
  });
});
