import { describe, expect, it } from "vitest";
import type { ProductTranslationsAnswer } from "@shop/domain";
import { draftOf, inputOf } from "./translation-draft";

const english: ProductTranslationsAnswer["english"] = {
  name: "Lens kit",
  description: "Four filters.",
  slug: "lens-kit",
  specifications: [
    { label: "Filters", value: "ND8" },
    { label: "Glass", value: "Coated" },
  ],
  photos: [{ url: "/a.png", alt: "The kit" }],
  seoTitle: "",
  seoDescription: "",
  options: [{ name: "Colour", values: ["Black", "White"] }],
};

describe("the translations editor's draft", () => {
  it("holds a text per English text, '' where the language has none", () => {
    const draft = draftOf(english, { name: "Objektivset", options: { Colour: { name: "Farbe" } } });
    expect(draft).toMatchObject({
      name: "Objektivset",
      description: "",
      specifications: [
        { label: "", value: "" },
        { label: "", value: "" },
      ],
      photoAlt: [""],
      options: [{ name: "Farbe", values: { Black: "", White: "" } }],
    });
  });

  it("sends the specifications together once one is translated, English where a part is empty", () => {
    const draft = draftOf(english);
    expect(inputOf(english, draft).specifications).toBeUndefined();
    draft.specifications[0] = { label: "Filter", value: "" };
    expect(inputOf(english, draft).specifications).toEqual([
      { label: "Filter", value: "ND8" },
      { label: "Glass", value: "Coated" },
    ]);
  });
});
