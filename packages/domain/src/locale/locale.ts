/**
 * The shop's languages (issue 51): English (the default, at today's paths), German under `/de/…`
 * and French under `/fr/…`. Pure and without zod (public pages use it); the schema is in
 * locale-schemas.ts.
 */
export const LOCALES = ["en", "de", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The switch's labels, each in its own language. */
export const LOCALE_LABELS: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The chain of tags a message or a translation is looked up in, most specific first, ending in
 * English: `de-AT` → `de-AT`, `de`, `en`; `fr_CA` → `fr-CA`, `fr`, `en`; `en` → `en`.
 */
export function fallbackChain(tag: string): string[] {
  const parts = tag.trim().replace(/_/g, "-").split("-").filter(Boolean);
  const chain: string[] = [];
  for (let n = parts.length; n > 0; n--) {
    const language = (parts[0] ?? "").toLowerCase();
    const candidate = [language, ...parts.slice(1, n)].join("-");
    if (!chain.includes(candidate)) chain.push(candidate);
  }
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE);
  return chain;
}

/** The shop's locale for one tag through its fallback chain (`de-AT` → `de`; `es` → `en`). */
export function resolveLocale(tag: string): Locale {
  return fallbackChain(tag).find(isLocale) ?? DEFAULT_LOCALE;
}

/** One `Accept-Language` entry: `de-AT;q=0.8`. */
interface Weighted {
  tag: string;
  q: number;
  index: number;
}

/** The tags of an `Accept-Language` header by preference (q, then order); `*` and q=0 left out. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: Weighted[] = [];
  header.split(",").forEach((raw, index) => {
    const [tag = "", ...params] = raw.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!tag || tag === "*" || !Number.isFinite(q) || q <= 0) return;
    entries.push({ tag: tag.trim(), q, index });
  });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/**
 * The shop's locale a visitor prefers: the first of their languages (`navigator.languages`, or an
 * `Accept-Language` header's tags by preference) whose language the shop speaks; English when none.
 */
export function matchLocale(preferred: readonly string[] | string | null | undefined): Locale {
  const tags = typeof preferred === "string" ? parseAcceptLanguage(preferred) : (preferred ?? []);
  for (const tag of tags) {
    const found = fallbackChain(tag).find(isLocale);
    if (found && found !== DEFAULT_LOCALE) return found;
    if (found === DEFAULT_LOCALE && tag.toLowerCase().startsWith("en")) return DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

/** The path prefix of a locale: '' for English (today's paths), '/de', '/fr'. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** A path's locale and the path without its prefix: '/fr/shop' → fr, '/shop'; '/shop' → en, '/shop'. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(de|fr)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  const locale = match[1];
  return { locale: isLocale(locale) ? locale : DEFAULT_LOCALE, path: match[2] || "/" };
}

/** A path in a locale: ('/shop', 'de') → '/de/shop'; ('/', 'fr') → '/fr'; English unchanged. */
export function localizedPath(path: string, locale: Locale): string {
  const { path: bare } = splitLocalePath(path);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === "/" ? prefix : `${prefix}${bare}`;
}
