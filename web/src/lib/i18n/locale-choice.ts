/**
 * The visitor's language choice (issue 51), remembered in this browser, and which language a page
 * in another offers (never a redirect): the remembered choice; on a first visit (nothing
 * remembered) the browser's language when the shop speaks it; never to a search engine's robot.
 */
import { matchLocale, isLocale, type Locale } from "@shop/domain";

export const LOCALE_KEY = "gimbal.locale";

export function rememberedLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for the page */
  }
}

const ROBOT = /bot|crawl|spider|slurp|lighthouse|headless/i;

/** The language to offer this visitor on a page in `current`, or null. */
export function localeToOffer(
  current: Locale,
  browser: { languages: readonly string[]; userAgent: string },
): Locale | null {
  if (ROBOT.test(browser.userAgent)) return null;
  const preferred = rememberedLocale() ?? matchLocale(browser.languages);
  return preferred === current ? null : preferred;
}
