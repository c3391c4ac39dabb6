/**
 * The translations editor's form (issue 51): one language's words as the inputs hold them (a text
 * per English text, '' where none), and what the API is sent from it.
 */
import type { ProductTranslation, ProductTranslationInput, ProductTranslationsAnswer } from "@shop/domain";

type English = ProductTranslationsAnswer["english"];

export interface TranslationDraft {
  name: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  slug: string;
  /** Per English specification, its label and value. */
  specifications: { label: string; value: string }[];
  /** Per English photo. */
  photoAlt: string[];
  /** Per English option: its name and each value's, by the English value. */
  options: { name: string; values: Record<string, string> }[];
}

export function draftOf(english: English, t: ProductTranslation = {}): TranslationDraft {
  return {
    name: t.name ?? "",
    description: t.description ?? "",
    seoTitle: t.seoTitle ?? "",
    seoDescription: t.seoDescription ?? "",
    slug: t.slug ?? "",
    specifications: english.specifications.map((_, i) => ({
      label: t.specifications?.[i]?.label ?? "",
      value: t.specifications?.[i]?.value ?? "",
    })),
    photoAlt: english.photos.map((_, i) => t.photoAlt?.[i] ?? ""),
    options: english.options.map((o) => ({
      name: t.options?.[o.name]?.name ?? "",
      values: Object.fromEntries(o.values.map((v) => [v, t.options?.[o.name]?.values?.[v] ?? ""])),
    })),
  };
}

/**
 * What is saved: empty texts fall back to English; the specifications go together once one is
 * translated (an empty label or value keeps the English one).
 */
export function inputOf(english: English, d: TranslationDraft): ProductTranslationInput {
  const anySpec = d.specifications.some((s) => s.label.trim() || s.value.trim());
  return {
    name: d.name,
    description: d.description,
    seoTitle: d.seoTitle,
    seoDescription: d.seoDescription,
    slug: d.slug,
    ...(anySpec && {
      specifications: english.specifications.map((s, i) => ({
        label: d.specifications[i]?.label.trim() || s.label,
        value: d.specifications[i]?.value.trim() || s.value,
      })),
    }),
    photoAlt: d.photoAlt,
    options: Object.fromEntries(
      english.options.map((o, i) => [o.name, d.options[i] ?? { name: "", values: {} }]),
    ),
  };
}
