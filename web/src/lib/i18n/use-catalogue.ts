/**
 * A catalogue's words in the page's language, with the formatter a caller chooses (use-messages.ts:
 * ICU; use-plain-messages.ts: texts and {arguments}). English at once; German or French from the
 * catalogue's chunk, the screen suspending (its route's Suspense) until it has arrived, so a
 * screen never shows a mix of languages.
 */
import { use, useMemo } from "react";
import type { Locale } from "@shop/domain";
import { loadMessages, type Catalogue, type Translations } from "./catalogue";
import type { Translate } from "./format-message";
import { useI18n } from "./i18n";

export interface Words<K extends string> {
  locale: Locale;
  t: Translate<K>;
  /** A date and time in the page's locale: 'Mar 5, 2026, 2:30 PM', '05.03.2026, 14:30'. */
  formatDateTime: (at: Date | number | string) => string;
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** 'Mar 5, 2026, 2:30 PM' in English (en-US, as the screens showed dates before), '05.03.2026, 14:30'. */
export function formatDateTime(at: Date | number | string, locale: Locale): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "en" ? "en-US" : locale, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(at));
}

export function useCatalogue<K extends string>(
  catalogue: Catalogue<K>,
  makeTranslate: (locale: Locale, messages: Translations<K>) => Translate<K>,
): Words<K> {
  const { locale } = useI18n();
  // The same promise each time, fulfilled at once in English or once the chunk has arrived.
  const messages = use(loadMessages(catalogue, locale));
  return useMemo(
    () => ({
      locale,
      t: makeTranslate(locale, messages),
      formatDateTime: (at) => formatDateTime(at, locale),
    }),
    [locale, messages, makeTranslate],
  );
}
