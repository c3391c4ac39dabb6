import { describe, expect, it } from "vitest";
import { productPageJsonLd } from "../structured-data";
import { base } from "./variant-fixture";

const reviews = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 5,
  summary: { average: 0, count: 0, distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 } },
};

describe("productPageJsonLd with variants", () => {
  it("is a ProductGroup varying by colour, with a Product and Offer per sold variant at its ?variant= URL", () => {
    const [group] = productPageJsonLd({ product: base, reviews })["@graph"];
    expect(group).toMatchObject({
      "@type": "ProductGroup",
      productGroupID: "x1-bundle",
      variesBy: ["https://schema.org/color"],
    });
    expect(group).not.toHaveProperty("offers");
    const variants = (group as { hasVariant: { sku: string }[] }).hasVariant;
    expect(variants.map((v) => v.sku)).toEqual(["X1-BLK", "X1-WHT", "X1-KIT-BLK"]);
    expect(variants[1]).toMatchObject({
      "@type": "Product",
      color: "White",
      additionalProperty: [{ "@type": "PropertyValue", name: "Edition", value: "Gimbal" }],
      offers: {
        "@type": "Offer",
        price: "259.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
    });
    expect(variants[1]).toHaveProperty(
      "offers.url",
      expect.stringMatching(/\/shop\/gimbal-x1\?variant=X1-WHT$/),
    );
    expect(variants[2]).toHaveProperty("offers.availability", "https://schema.org/OutOfStock");
  });

  it("keeps a plain Product with its Offer for a product without options", () => {
    const plain = { ...base, options: [], variants: [] };
    const [product] = productPageJsonLd({ product: plain, reviews })["@graph"];
    expect(product).toMatchObject({ "@type": "Product", sku: "x1-bundle", offers: { price: "249.00" } });
    expect(product).not.toHaveProperty("hasVariant");
  });
});
