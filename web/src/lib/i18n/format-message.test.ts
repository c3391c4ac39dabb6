import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { translator } from "./format-icu";
import { simpleTranslator } from "./format-message";

/** Messages as the build ships them: FormatJS's AST (type 0 text, 1 argument, 6 plural). */
const ast = (elements: unknown[]) => elements as MessageFormatElement[];
const compiled = {
  home: ast([{ type: 0, value: "Home" }]),
  greeting: ast([
    { type: 0, value: "Hi, " },
    { type: 1, value: "name" },
  ]),
  items: ast([
    {
      type: 6,
      value: "n",
      offset: 0,
      pluralType: "cardinal",
      options: {
        one: { value: ast([{ type: 0, value: "one piece" }]) },
        other: { value: ast([{ type: 7 }, { type: 0, value: " pieces" }]) },
      },
    },
  ]),
} as unknown as Record<"home" | "greeting" | "items", string>;

describe("the header's messages (no library)", () => {
  it("formats texts and {arguments}, compiled or as written", () => {
    const t = simpleTranslator(compiled);
    expect(t("home")).toBe("Home");
    expect(t("greeting", { name: "Ada" })).toBe("Hi, Ada");
    expect(simpleTranslator({ greeting: "Hallo, {name}" })("greeting", { name: "Ada" })).toBe("Hallo, Ada");
  });

  it("refuses what only the screens' formatter knows (a plural)", () => {
    expect(() => simpleTranslator(compiled)("items", { n: 2 })).toThrow(/texts and \{arguments\} only/);
  });
});

describe("the screens' messages (intl-messageformat)", () => {
  it("formats plurals and numbers in the page's locale", () => {
    expect(translator("en", compiled)("items", { n: 1 })).toBe("one piece");
    expect(translator("de", compiled)("items", { n: 1234 })).toBe("1.234 pieces");
    expect(translator("fr", compiled)("greeting", { name: "Ada" })).toBe("Hi, Ada");
  });
});
