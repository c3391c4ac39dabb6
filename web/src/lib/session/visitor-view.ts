/**
 * What this browser holds that a pre-rendered page cannot know (the build and the storefront
 * function render every public page for a first-time visitor: signed out, in the URL's currency or
 * USD, in the currency's home locale). No React here: the entry (src/main.tsx) reads it before
 * any of the app's code is evaluated, to decide whether the page may wait for the visitor.
 */
import {
  DEFAULT_CURRENCY,
  currencyForLocales,
  formatMoney,
  homeLocale,
  isCurrency,
  type Currency,
} from "@shop/domain";

/** The spec's key: the signed-in user's ID token. */
export const ACCESS_TOKEN_KEY = "accessToken";
/** The visitor's chosen currency. */
export const CURRENCY_KEY = "gimbal.currency";

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function hasStoredSession(): boolean {
  return stored(ACCESS_TOKEN_KEY) !== null;
}

export function rememberedCurrency(): Currency | null {
  const value = stored(CURRENCY_KEY);
  return isCurrency(value) ? value : null;
}

/** The `?currency=` of a query string, or null. */
export function currencyParam(search: string): Currency | null {
  const value = new URLSearchParams(search).get("currency")?.toLowerCase();
  return isCurrency(value) ? value : null;
}

/**
 * Whether this visitor sees exactly what the server rendered for the page at `search`: not signed
 * in, the same currency (the URL's, else the remembered one or the browser's languages' pick,
 * else USD) and the same way of writing an amount in it.
 */
export function seesServerView(search: string, nav: Pick<Navigator, "languages" | "language">): boolean {
  if (hasStoredSession()) return false;
  const fromUrl = currencyParam(search);
  const server = fromUrl ?? DEFAULT_CURRENCY;
  const visitor = fromUrl ?? rememberedCurrency() ?? currencyForLocales(nav.languages);
  if (visitor !== server) return false;
  const locale = nav.language;
  if (!locale || locale === homeLocale(server)) return true;
  // Another locale may still write the amount the same way ('en-CA' and 'en-US' for dollars).
  const sample = -12_345_678;
  return formatMoney(sample, server, locale) === formatMoney(sample, server);
}
