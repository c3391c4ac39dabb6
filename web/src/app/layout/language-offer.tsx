import { useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router-dom";
import { LOCALE_LABELS, localizedPath, type Locale } from "@shop/domain";
import { useI18n } from "@/lib/i18n/i18n";
import { localeToOffer, rememberLocale } from "@/lib/i18n/locale-choice";

/** What the offer says, in the offered language (the visitor reads it, not the page's). */
const OFFER: Record<Locale, string> = {
  en: "This page is available in English.",
  de: "Diese Seite gibt es auch auf Deutsch.",
  fr: "Cette page existe aussi en français.",
};
const never = () => () => undefined;
const DISMISS: Record<Locale, string> = { en: "No thanks", de: "Nein, danke", fr: "Non merci" };

/** A first visit whose browser prefers another of the shop's languages is offered it: never redirected. */
export function LanguageOffer() {
  const { locale } = useI18n();
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  // The server's render and hydration offer nothing; the browser's languages are read after.
  const offer = useSyncExternalStore(
    never,
    () => localeToOffer(locale, navigator),
    () => null,
  );
  if (!offer || dismissed) return null;
  const dismiss = () => {
    rememberLocale(locale);
    setDismissed(true);
  };
  return (
    <aside className="language-offer" lang={offer} aria-label={LOCALE_LABELS[offer]}>
      <p>
        {OFFER[offer]}{" "}
        <Link to={{ pathname: localizedPath(pathname, offer), search }} onClick={() => rememberLocale(offer)}>
          {LOCALE_LABELS[offer]}
        </Link>
      </p>
      <button type="button" className="btn btn--ghost btn--small" onClick={dismiss}>
        {DISMISS[offer]}
      </button>
    </aside>
  );
}
