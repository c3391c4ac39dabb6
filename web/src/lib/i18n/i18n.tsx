/**
 * The page's language (issue 51): English at today's paths, German under `/de/…`, French under
 * `/fr/…`. The screens' words go through FormatJS's intl-messageformat (format-icu.ts,
 * use-messages.ts): ICU messages (plurals, selects), dates, numbers and money through `Intl` in the
 * page's locale. The catalogues are compiled to FormatJS's message AST at build time
 * (web/vite.config.ts), so the ICU parser is never shipped, and the header's words
 * need no library at all (format-message.ts): react-intl with its parser had cost ~24 kB gzipped on
 * every first load. The header's catalogue is
 * here; each screen has its own (catalogue.ts, use-messages.ts). Outside a provider (a component
 * test) English answers, so today's texts stay byte for byte.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { DEFAULT_LOCALE, localizedPath, splitLocalePath, type Locale } from "@shop/domain";
import { defineCatalogue, loadedMessages, loadEveryCatalogue, loadMessages } from "./catalogue";
import { simpleTranslator, type Translate } from "./format-message";
import { messages as en, type MessageKey } from "./messages/en";

export type { MessageKey };

/** The header's, the footer's and the language offer's words: in the app's first load. */
export const coreCatalogue = defineCatalogue(en, {
  de: () => import("./messages/de"),
  fr: () => import("./messages/fr"),
});

interface I18n {
  /** The page's locale (its path's). */
  locale: Locale;
  /** A message of the header's catalogue, its ICU arguments filled in. */
  t: Translate<MessageKey>;
}

const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, t: simpleTranslator(en) });

/**
 * The header's catalogue in the path's locale, and those of the screens loaded so far, before the
 * first render: the browser calls it (through preloadRoute, once the page's screen is loaded)
 * before hydrating a pre-rendered page, so that hydration renders the same words as the build did.
 */
export async function preloadLocale(pathname: string): Promise<void> {
  await loadEveryCatalogue(splitLocalePath(pathname).locale);
}

/** Inside the router: the path's locale, its catalogue, and `<html lang>` following it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale } = splitLocalePath(useLocation().pathname);
  const ready = loadedMessages(coreCatalogue, locale);
  const [, setArrived] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    if (!loadedMessages(coreCatalogue, locale))
      void loadMessages(coreCatalogue, locale).then(() => live && setArrived(locale));
    document.documentElement.lang = locale;
    return () => {
      live = false;
    };
  }, [locale]);
  // Until another locale's catalogue has arrived (a page the build did not render), English.
  const shown: Locale = ready ? locale : DEFAULT_LOCALE;
  const value = useMemo(
    () => ({ locale, t: simpleTranslator(loadedMessages(coreCatalogue, shown) ?? en) }),
    [locale, shown],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** A path of the app in the page's language: '/shop' → '/de/shop' on a German page, unchanged in English. */
export function useLocalePath(): (path: string) => string {
  const { locale } = useI18n();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}
