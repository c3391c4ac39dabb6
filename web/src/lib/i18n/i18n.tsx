/**
 * The page's language (issue 51): English at today's paths, German under `/de/…`, French under
 * `/fr/…`. Words go through FormatJS (react-intl: ICU messages, plurals, dates and numbers through
 * `Intl`). English's catalogue ships with the app; German's and French's are loaded by dynamic
 * import, so a locale adds no JavaScript to another locale's first load. Outside a provider (a
 * component test) the English catalogue answers, so today's texts stay byte for byte.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { useLocation } from "react-router-dom";
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from "@shop/domain";
import { messages as en, type MessageKey, type Messages } from "./messages/en";

export type { MessageKey };

const cache = createIntlCache();

/** The catalogue of a locale: English at once, the others from their own chunk. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "de") return (await import("./messages/de")).messages;
  if (locale === "fr") return (await import("./messages/fr")).messages;
  return en;
}

function intlFor(locale: Locale, messages: Messages): IntlShape {
  // A key a catalogue lacks falls back to English (de-AT → de → en: the path's locale is de already).
  return createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: { ...en, ...messages } }, cache);
}

interface I18n {
  locale: Locale;
  /** A message of the catalogue, its ICU arguments filled in. */
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  intl: IntlShape;
}

function i18nOf(intl: IntlShape): I18n {
  return {
    locale: intl.locale as Locale,
    intl,
    t: (key, values) => intl.formatMessage({ id: key }, values),
  };
}

const I18nContext = createContext<I18n>(i18nOf(intlFor(DEFAULT_LOCALE, en)));

/** Inside the router: the path's locale, its catalogue, and `<html lang>` following it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale } = splitLocalePath(useLocation().pathname);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>({
    locale: "en",
    messages: en,
  });
  useEffect(() => {
    let live = true;
    void loadMessages(locale).then((messages) => {
      if (live) setLoaded({ locale, messages });
    });
    document.documentElement.lang = locale;
    return () => {
      live = false;
    };
  }, [locale]);
  // Until another locale's catalogue has arrived, its keys fall back to English (never shown as keys).
  const value = useMemo(() => i18nOf(intlFor(loaded.locale, loaded.messages)), [loaded]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
