/** Issue 48: variants, the default variant of products without any, bundles' takes and stock. */
import { describe, expect, it } from "vitest";
import { variantsInputSchema } from "./variant-schemas.js";
import {
  bundleAvailable,
  findVariant,
  kitPartProductIds,
  stockTakesOf,
  variantLabel,
  variantsOf,
} from "./variants.js";

const plain = {
  priceCents: 1000,
  prices: { usd: 1000, eur: 900 },
  stockBuckets: 2,
  availableOrder: 7,
  image: "/i.png",
};
const x1 = {
  ...plain,
  variants: [
    {
      id: "default",
      sku: "X1-BLK",
      optionValues: { Colour: "Black" },
      prices: { usd: 1 },
      availableOrder: 0,
      sold: true,
    },
    {
      id: "white",
      sku: "X1-WHT",
      optionValues: { Colour: "White" },
      prices: { usd: 1200 },
      availableOrder: 3,
      sold: true,
    },
  ],
};

describe("variantsOf and findVariant", () => {
  it("gives a product without variants its default one, with its prices and stock", () => {
    expect(variantsOf("abc", plain)).toEqual([
      {
        id: "default",
        sku: "ABC",
        optionValues: {},
        sold: true,
        prices: { usd: 1000, eur: 900 },
        stockBuckets: 2,
        availableOrder: 7,
      },
    ]);
    expect(findVariant("abc", plain)?.id).toBe("default");
    expect(findVariant("abc", plain, "white")).toBeUndefined();
  });
  it("keeps the default variant's prices and stock on the product, the others' on themselves", () => {
    expect(findVariant("x1", x1)?.prices).toEqual({ usd: 1000, eur: 900 });
    expect(findVariant("x1", x1, "white")?.prices).toEqual({ usd: 1200 });
  });
});

describe("stockTakesOf", () => {
  it("takes a bundle's parts and adds a line of one of its parts to the same counter", () => {
    const parts = [
      { productId: "x1", variantId: "default", quantity: 1 },
      { productId: "tripod", variantId: "default", quantity: 2 },
    ];
    expect(
      stockTakesOf([
        { productId: "kit", variantId: "default", quantity: 3, parts },
        { productId: "x1", quantity: 2 },
      ]),
    ).toEqual([
      { productId: "x1", variantId: "default", quantity: 5 },
      { productId: "tripod", variantId: "default", quantity: 6 },
    ]);
  });
  it("counts a bundle's stock as its scarcest part allows", () => {
    const parts = [
      { productId: "a", variantId: "default", quantity: 1 },
      { productId: "b", variantId: "default", quantity: 2 },
    ];
    expect(bundleAvailable(parts, (p) => (p.productId === "a" ? 10 : 7))).toBe(3);
    expect(bundleAvailable(parts, () => -1)).toBe(0);
  });
});

describe("kitPartProductIds", () => {
  it("names every other product a bundle takes pieces from, once, and never the product itself", () => {
    const part = (productId: string, variantId = "default") => ({ productId, variantId, quantity: 1 });
    const variants = [
      { parts: [part("tripod"), part("gimbal", "white")] },
      { parts: [part("gimbal"), part("kit"), part("case")] },
      {},
    ];
    expect(kitPartProductIds("kit", variants)).toEqual(["case", "gimbal", "tripod"]);
    expect(kitPartProductIds("kit", [{}])).toEqual([]);
  });
});

describe("variantLabel", () => {
  it("names the SKU and the options, nothing for a line from before variants", () => {
    expect(variantLabel({ variantId: "white", sku: "X1-WHT", optionValues: { Colour: "White" } })).toBe(
      "X1-WHT · Colour: White",
    );
    expect(variantLabel({})).toBe("");
  });
});

describe("variantsInputSchema", () => {
  const options = [{ name: "Colour", values: ["Black", "White"] }];
  const black = { id: "default", sku: "x1-blk", optionValues: { Colour: "Black" } };
  it("accepts a variant per combination, SKUs in capitals", () => {
    const white = {
      sku: "X1-WHT",
      optionValues: { Colour: "White" },
      prices: { usd: 1200 },
      availableOrder: 4,
    };
    const ok = variantsInputSchema.parse({ options, variants: [black, white] });
    expect(ok.variants[0]?.sku).toBe("X1-BLK");
  });
  it("refuses a fourth option, a repeated SKU, a missing value and no default variant", () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `O${i}`, values: ["a"] }));
    expect(variantsInputSchema.safeParse({ options: four, variants: [black] }).success).toBe(false);
    const twice = { sku: "X1-BLK", optionValues: { Colour: "White" }, prices: { usd: 1 } };
    expect(variantsInputSchema.safeParse({ options, variants: [black, twice] }).success).toBe(false);
    expect(
      variantsInputSchema.safeParse({ options, variants: [{ ...black, optionValues: {} }] }).success,
    ).toBe(false);
    expect(
      variantsInputSchema.safeParse({ options, variants: [{ ...black, id: "x", prices: { usd: 1 } }] })
        .success,
    ).toBe(false);
  });
});
