/**
 * The visitor's language choice (issue 51), remembered in this browser, and whether a first visit
 * is offered its browser's language: only when nothing is remembered, the browser prefers another
 * of the shop's languages than the page's, and the visitor is not a search engine's robot.
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
  if (rememberedLocale() !== null || ROBOT.test(browser.userAgent)) return null;
  const preferred = matchLocale(browser.languages);
  return preferred === current ? null : preferred;
}
