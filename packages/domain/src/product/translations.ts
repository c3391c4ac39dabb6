/**
 * A product's words in German and French (issue 51): `translations.de` and `translations.fr` beside
 * the English fields, each field optional. `localizeProduct` answers the product in a language tag
 * (`de-AT` → `de` → `en`), field by field, and says which fields fell back to English. Pure and
 * without zod (public pages use it); the schema is in translation-schemas.ts.
 */
import { resolveLocale, type Locale } from "../locale/locale.js";
import type { ProductPhoto, ProductSpecification } from "./product-page.js";
import type { ProductOption, ProductVariant } from "./variants.js";

/** The languages a product is translated into (English is the product's own fields). */
export const TRANSLATED_LOCALES = ["de", "fr"] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return typeof value === "string" && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** An option's name and values in one language, keyed by the English value. */
export interface OptionTranslation {
  name?: string;
  values?: Record<string, string>;
}

/** One language's words of a product; an absent (or empty) field falls back to English. */
export interface ProductTranslation {
  name?: string;
  description?: string;
  /** The same shape as the English ones (all of them, in order). */
  specifications?: ProductSpecification[];
  /** Each photo's alt text, in the English photos' order. */
  photoAlt?: string[];
  seoTitle?: string;
  seoDescription?: string;
  /** The page's address in this language (`/de/shop/{slug}`), unique across the shop. */
  slug?: string;
  /** Options by their English name (variants.ts). */
  options?: Record<string, OptionTranslation>;
}

export type ProductTranslations = Partial<Record<TranslatedLocale, ProductTranslation>>;

/** The fields a translation has, in the order the admin sees them. */
export const TRANSLATED_FIELDS = [
  "name",
  "description",
  "specifications",
  "photoAlt",
  "seoTitle",
  "seoDescription",
  "slug",
  "options",
] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** What localizeProduct reads: the English words (and a product's other fields, kept as they are). */
export interface TranslatableProduct {
  name: string;
  description: string;
  slug?: string;
  photos?: ProductPhoto[];
  specifications?: ProductSpecification[];
  seoTitle?: string;
  seoDescription?: string;
  options?: ProductOption[];
  variants?: ProductVariant[];
  translations?: ProductTranslations;
}

export interface Localized<P> {
  /** The product in the language, without its `translations`. */
  product: Omit<P, "translations">;
  /** The shop's language the tag resolved to. */
  locale: Locale;
  /** The fields shown in English because the language has none (English: none). */
  missing: TranslatedField[];
}

const filled = (s: string | undefined): s is string => typeof s === "string" && s.trim() !== "";

/** The fields of `t` that English has and the translation lacks. */
export function missingFields(p: TranslatableProduct, t: ProductTranslation | undefined): TranslatedField[] {
  const lacks: Record<TranslatedField, boolean> = {
    name: !filled(t?.name),
    description: !filled(t?.description),
    specifications: (p.specifications?.length ?? 0) > 0 && !t?.specifications?.length,
    photoAlt: (p.photos ?? []).some((_, i) => !filled(t?.photoAlt?.[i])),
    seoTitle: filled(p.seoTitle) && !filled(t?.seoTitle),
    seoDescription: filled(p.seoDescription) && !filled(t?.seoDescription),
    slug: !filled(t?.slug),
    options: (p.options ?? []).some((o) => {
      const ot = t?.options?.[o.name];
      return !filled(ot?.name) || o.values.some((v) => !filled(ot?.values?.[v]));
    }),
  };
  return TRANSLATED_FIELDS.filter((f) => lacks[f]);
}

/** An option's name and a value in the translation (English when it has none). */
function optionWords(t: ProductTranslation | undefined) {
  const name = (n: string) => t?.options?.[n]?.name?.trim() || n;
  const value = (n: string, v: string) => t?.options?.[n]?.values?.[v]?.trim() || v;
  return { name, value };
}

/** The product's words in `tag`'s language, field by field, English where it has none. */
export function localizeProduct<P extends TranslatableProduct>(product: P, tag: string): Localized<P> {
  const { translations, ...english } = product;
  const locale = resolveLocale(tag);
  if (!isTranslatedLocale(locale)) return { product: english, locale, missing: [] };
  const t = translations?.[locale];
  const pick = (own: string | undefined, fallback: string | undefined) => (filled(own) ? own : fallback);
  const words = optionWords(t);
  const localized: Omit<P, "translations"> = {
    ...english,
    name: pick(t?.name, product.name) ?? product.name,
    description: pick(t?.description, product.description) ?? product.description,
    ...(english.slug !== undefined && { slug: pick(t?.slug, english.slug) }),
    ...(english.specifications && {
      specifications: t?.specifications?.length ? t.specifications : english.specifications,
    }),
    ...(english.photos && {
      photos: english.photos.map((ph, i) => ({ ...ph, alt: pick(t?.photoAlt?.[i], ph.alt) ?? ph.alt })),
    }),
    ...(english.seoTitle !== undefined && { seoTitle: pick(t?.seoTitle, english.seoTitle) }),
    ...(english.seoDescription !== undefined && {
      seoDescription: pick(t?.seoDescription, english.seoDescription),
    }),
    ...(english.options && {
      options: english.options.map((o) => ({
        name: words.name(o.name),
        values: o.values.map((v) => words.value(o.name, v)),
      })),
    }),
    ...(english.variants && {
      variants: english.variants.map((v) => ({
        ...v,
        optionValues: Object.fromEntries(
          Object.entries(v.optionValues).map(([n, val]) => [words.name(n), words.value(n, val)]),
        ),
      })),
    }),
  };
  return { product: localized, locale, missing: missingFields(product, t) };
}

/** Each translated language's fields that fall back to English (what the admin sees 'Missing'). */
export function missingTranslations(p: TranslatableProduct): Record<TranslatedLocale, TranslatedField[]> {
  return { de: missingFields(p, p.translations?.de), fr: missingFields(p, p.translations?.fr) };
}

/** Every page address of a product in each language (the English slug where a language has none). */
export function localeSlugs(p: { slug: string; translations?: ProductTranslations }): Record<Locale, string> {
  return {
    en: p.slug,
    de: p.translations?.de?.slug || p.slug,
    fr: p.translations?.fr?.slug || p.slug,
  };
}
