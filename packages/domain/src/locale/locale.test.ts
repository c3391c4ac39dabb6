import { describe, expect, it } from "vitest";
import {
  fallbackChain,
  isLocale,
  localeSchema,
  localizedPath,
  matchLocale,
  parseAcceptLanguage,
  resolveLocale,
  splitLocalePath,
} from "../index.js";

describe("locales", () => {
  it("knows en, de and fr only", () => {
    expect(["en", "de", "fr"].every(isLocale)).toBe(true);
    expect(isLocale("es")).toBe(false);
    expect(localeSchema.safeParse("de").success).toBe(true);
    expect(localeSchema.safeParse("de-AT").success).toBe(false);
  });

  it("falls back de-AT → de → en", () => {
    expect(fallbackChain("de-AT")).toEqual(["de-AT", "de", "en"]);
    expect(fallbackChain("fr_CA")).toEqual(["fr-CA", "fr", "en"]);
    expect(fallbackChain("en")).toEqual(["en"]);
    expect(resolveLocale("de-AT")).toBe("de");
    expect(resolveLocale("DE-ch")).toBe("de");
    expect(resolveLocale("es-ES")).toBe("en");
  });

  it("reads Accept-Language by preference", () => {
    expect(parseAcceptLanguage("en;q=0.5, fr-CH, de;q=0.9, *;q=0.1, it;q=0")).toEqual(["fr-CH", "de", "en"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it("matches the first language the shop speaks", () => {
    expect(matchLocale(["es-ES", "de-AT", "en"])).toBe("de");
    expect(matchLocale(["en-US", "fr"])).toBe("en");
    expect(matchLocale(["it", "pt"])).toBe("en");
    expect(matchLocale("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(matchLocale("en;q=0.4, de;q=0.8")).toBe("de");
    expect(matchLocale(null)).toBe("en");
  });

  it("puts German and French under their prefix, English at today's paths", () => {
    expect(splitLocalePath("/fr/shop/x1")).toEqual({ locale: "fr", path: "/shop/x1" });
    expect(splitLocalePath("/de")).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/shop")).toEqual({ locale: "en", path: "/shop" });
    expect(splitLocalePath("/french")).toEqual({ locale: "en", path: "/french" });
    expect(localizedPath("/shop", "de")).toBe("/de/shop");
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(localizedPath("/fr/shop", "en")).toBe("/shop");
    expect(localizedPath("/de/cart", "fr")).toBe("/fr/cart");
  });
});
