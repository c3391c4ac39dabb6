import { describe, expect, it } from "vitest";
import { productTranslationInputSchema } from "./translation-schemas.js";
import {
  localeSlugs,
  localizeProduct,
  missingTranslations,
  type TranslatableProduct,
} from "./translations.js";

const product: TranslatableProduct & { priceCents: number } = {
  name: "Gimbal X1 Bundle",
  description: "The gimbal with its case.",
  slug: "gimbal-x1-bundle",
  priceCents: 100,
  photos: [
    { url: "/a.png", alt: "The gimbal" },
    { url: "/b.png", alt: "The case" },
  ],
  specifications: [{ label: "Weight", value: "400 g" }],
  seoTitle: "Gimbal X1 Bundle | Gimbal",
  options: [{ name: "Colour", values: ["Black", "White"] }],
  variants: [
    {
      id: "default",
      sku: "X1-B",
      optionValues: { Colour: "Black" },
      prices: { usd: 100 },
      availableOrder: 5,
      sold: true,
    },
  ],
  translations: {
    de: {
      name: "Gimbal X1 Set",
      description: "Der Gimbal mit Koffer.",
      slug: "gimbal-x1-set",
      photoAlt: ["Der Gimbal", ""],
      options: { Colour: { name: "Farbe", values: { Black: "Schwarz" } } },
    },
  },
};

describe("localizeProduct", () => {
  it("answers German for de-AT, field by field, English where German has none", () => {
    const { product: de, locale, missing } = localizeProduct(product, "de-AT");
    expect(locale).toBe("de");
    expect(de).not.toHaveProperty("translations");
    expect(de.name).toBe("Gimbal X1 Set");
    expect(de.description).toBe("Der Gimbal mit Koffer.");
    expect(de.slug).toBe("gimbal-x1-set");
    expect(de.priceCents).toBe(100);
    expect(de.photos?.map((p) => p.alt)).toEqual(["Der Gimbal", "The case"]);
    expect(de.specifications).toEqual(product.specifications);
    expect(de.seoTitle).toBe("Gimbal X1 Bundle | Gimbal");
    expect(de.options).toEqual([{ name: "Farbe", values: ["Schwarz", "White"] }]);
    expect(de.variants?.[0]?.optionValues).toEqual({ Farbe: "Schwarz" });
    expect(missing).toEqual(["specifications", "photoAlt", "seoTitle", "options"]);
  });

  it("answers English for en, an unknown language and a language without any translation", () => {
    const { translations: _, ...english } = product;
    expect(localizeProduct(product, "en")).toEqual({ product: english, locale: "en", missing: [] });
    expect(localizeProduct(product, "es-ES")).toEqual({ product: english, locale: "en", missing: [] });
    const fr = localizeProduct(product, "fr-CH");
    expect(fr.locale).toBe("fr");
    expect(fr.product.name).toBe("Gimbal X1 Bundle");
    expect(fr.missing).toEqual([
      "name",
      "description",
      "specifications",
      "photoAlt",
      "seoTitle",
      "slug",
      "options",
    ]);
  });

  it("lists each language's missing fields and slugs", () => {
    expect(missingTranslations(product).de).toEqual(["specifications", "photoAlt", "seoTitle", "options"]);
    expect(localeSlugs({ slug: "gimbal-x1-bundle", translations: product.translations })).toEqual({
      en: "gimbal-x1-bundle",
      de: "gimbal-x1-set",
      fr: "gimbal-x1-bundle",
    });
  });
});

describe("productTranslationInputSchema", () => {
  it("takes every field optional, empty texts too", () => {
    expect(productTranslationInputSchema.safeParse({}).success).toBe(true);
    expect(productTranslationInputSchema.safeParse({ name: "", slug: "" }).success).toBe(true);
  });
  it("refuses a bad address, an unknown field and a two-line name", () => {
    expect(productTranslationInputSchema.safeParse({ slug: "Not A Slug" }).success).toBe(false);
    expect(productTranslationInputSchema.safeParse({ colour: "x" }).success).toBe(false);
    expect(productTranslationInputSchema.safeParse({ name: "a\nb" }).success).toBe(false);
  });
});
