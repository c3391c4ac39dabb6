/** A product with options for the variant tests (the seed's X1 with a price per colour). */
import { DEFAULT_VARIANT_ID, type ProductPageProduct, type ProductVariant } from "@shop/domain";

export const variant = (
  id: string,
  sku: string,
  Colour: string,
  Edition: string,
  usd: number,
  more: Partial<ProductVariant> = {},
): ProductVariant => ({
  id,
  sku,
  optionValues: { Colour, Edition },
  prices: { usd },
  availableOrder: 40,
  sold: true,
  ...more,
});

export const base: ProductPageProduct = {
  _id: "x1-bundle",
  slug: "gimbal-x1",
  name: "Gimbal X1",
  description: "A gimbal.",
  priceCents: 24900,
  currency: "USD",
  prices: { usd: 24900 },
  minimumOrder: 1,
  maxPerOrder: null,
  availableOrder: 160,
  photos: [{ url: "/images/x1.svg", alt: "Gimbal X1" }],
  specifications: [],
  seoTitle: "Gimbal X1",
  seoDescription: "A gimbal.",
  updatedAt: 0,
  options: [
    { name: "Colour", values: ["Black", "White"] },
    { name: "Edition", values: ["Gimbal", "Kit"] },
  ],
  variants: [
    variant(DEFAULT_VARIANT_ID, "X1-BLK", "Black", "Gimbal", 24900, { availableOrder: 120 }),
    variant("white", "X1-WHT", "White", "Gimbal", 25900, { availableOrder: 5 }),
    variant("kit-black", "X1-KIT-BLK", "Black", "Kit", 29900, { availableOrder: 0 }),
    variant("kit-white", "X1-KIT-WHT", "White", "Kit", 29900, { sold: false }),
  ],
};
