import { describe, expect, it } from "vitest";
import {
  EMPTY_REVIEW_COUNTS,
  countReviewChange,
  reviewSummary,
  slugFromName,
  stockText,
} from "./product-page.js";
import { productPageInputSchema } from "./product-page-input.js";
import { sitemapXml } from "../site/site-map.js";

describe("product pages", () => {
  it("makes a page address from a name", () => {
    expect(slugFromName("Gimbal X1 Bundle")).toBe("gimbal-x1-bundle");
    expect(slugFromName("  Extension Pole 90 cm!! ")).toBe("extension-pole-90-cm");
    expect(slugFromName("Crème brûlée — Édition")).toBe("creme-brulee-edition");
    expect(slugFromName("???")).toBe("product");
    expect(slugFromName("a".repeat(100))).toHaveLength(80);
  });

  it("counts reviews written, edited and deleted into the average, count and stars", () => {
    let counts = countReviewChange(EMPTY_REVIEW_COUNTS, null, 5);
    counts = countReviewChange(counts, null, 2);
    expect(reviewSummary(counts)).toEqual({
      average: 3.5,
      count: 2,
      distribution: { "1": 0, "2": 1, "3": 0, "4": 0, "5": 1 },
    });
    counts = countReviewChange(counts, 2, 4);
    counts = countReviewChange(counts, null, 4);
    expect(reviewSummary(counts)).toMatchObject({ average: 4.3, count: 3 });
    counts = countReviewChange(countReviewChange(counts, 5, null), 4, null);
    expect(counts).toEqual({ count: 1, sum: 4, stars: [0, 0, 0, 1, 0] });
    expect(reviewSummary()).toEqual({
      average: 0,
      count: 0,
      distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
    });
  });

  it("says 'In stock', 'Only N left' and 'Sold out' (an order must be more than the minimum)", () => {
    expect(stockText({ availableOrder: 120, minimumOrder: 1 })).toBe("In stock");
    expect(stockText({ availableOrder: 10, minimumOrder: 1 })).toBe("Only 10 left");
    expect(stockText({ availableOrder: 2, minimumOrder: 2 })).toBe("Sold out");
    expect(stockText({ availableOrder: 0, minimumOrder: 1 })).toBe("Sold out");
  });

  it("checks an admin's page: address, photos with alt text, specifications", () => {
    const ok = productPageInputSchema.safeParse({
      slug: "gimbal-x1",
      photos: [{ url: "/images/a.svg", alt: "Front" }],
      specifications: [{ label: "Weight", value: "420 g" }],
    });
    expect(ok.success).toBe(true);
    const bad = (input: object) => productPageInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(bad({ slug: "Gimbal X1" })).toBe(
      "The address must be lower-case letters, digits and single hyphens",
    );
    expect(bad({ slug: "a--b" })).toBe("The address must be lower-case letters, digits and single hyphens");
    expect(bad({ photos: [] })).toBe("A product needs at least one photo");
    expect(bad({ photos: [{ url: "/a.svg", alt: "" }] })).toBe("Alt text is required");
    expect(bad({ specifications: [{ label: "Weight", value: "1\n2" }] })).toBe(
      "Please remove line breaks and control characters",
    );
  });

  it("lists pages in the sitemap with their last change", () => {
    const xml = sitemapXml("https://shop.example", ["/", { path: "/shop/a", lastmod: Date.UTC(2026, 0, 2) }]);
    expect(xml).toContain("<url><loc>https://shop.example/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://shop.example/shop/a</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>",
    );
  });
});
