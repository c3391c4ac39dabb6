/**
 * A product with options as Google documents product variants: a `ProductGroup` (its
 * `productGroupID`, the schema.org properties it `variesBy`, and `hasVariant`: a `Product` per sold
 * variant with its SKU, option values and an Offer at its own URL, `?variant=SKU`).
 */
import { decimalAmount, type ProductPageProduct, type ProductVariant } from "@shop/domain";
import { absoluteUrl } from "@/components/head/page-head";
import { isSoldOut, VARIANT_PARAM } from "./variant-choice";

/** Option names (lower case) that name a schema.org property Google reads in `variesBy`. */
const SCHEMA_PROPERTY: Record<string, string> = {
  colour: "color",
  color: "color",
  size: "size",
  material: "material",
  pattern: "pattern",
  "age group": "suggestedAge",
  gender: "suggestedGender",
};
const propertyOf = (option: string) => SCHEMA_PROPERTY[option.trim().toLowerCase()];

/** The URL of a variant's page: the product's with `?variant=SKU`. */
export function variantUrl(productUrl: string, sku: string): string {
  return `${productUrl}?${new URLSearchParams({ [VARIANT_PARAM]: sku }).toString()}`;
}

function variantProduct(p: ProductPageProduct, v: ProductVariant, productUrl: string) {
  const values = p.options.map((o) => v.optionValues[o.name] ?? "");
  const known: Record<string, string> = {};
  const other: { "@type": "PropertyValue"; name: string; value: string }[] = [];
  for (const o of p.options) {
    const value = v.optionValues[o.name] ?? "";
    const property = propertyOf(o.name);
    if (property) known[property] = value;
    else other.push({ "@type": "PropertyValue", name: o.name, value });
  }
  const url = variantUrl(productUrl, v.sku);
  const image = v.photo ?? p.photos[0]?.url;
  return {
    "@type": "Product",
    "@id": `${url}#variant`,
    sku: v.sku,
    name: `${p.name} (${values.join(", ")})`,
    ...(image && { image: absoluteUrl(image) }),
    ...known,
    ...(other.length > 0 && { additionalProperty: other }),
    offers: {
      "@type": "Offer",
      url,
      price: decimalAmount(v.prices.usd),
      priceCurrency: "USD",
      availability: `https://schema.org/${isSoldOut(v, p.minimumOrder) ? "OutOfStock" : "InStock"}`,
    },
  };
}

/** The group's own fields: what varies, and its sold variants (an unsold one is left out). */
export function productGroupFields(p: ProductPageProduct, productUrl: string) {
  const varies = [...new Set(p.options.map((o) => propertyOf(o.name)).filter((x) => x !== undefined))];
  return {
    productGroupID: p._id,
    variesBy: varies.map((property) => `https://schema.org/${property}`),
    hasVariant: p.variants.filter((v) => v.sold).map((v) => variantProduct(p, v, productUrl)),
  };
}
