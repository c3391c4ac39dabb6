import { Link, useLocation } from "react-router-dom";
import { LOCALES, LOCALE_LABELS, localizedPath } from "@shop/domain";
import { useI18n } from "@/lib/i18n/i18n";
import { rememberLocale } from "@/lib/i18n/locale-choice";

/** The header's **Language** switch: English, Deutsch, Français — links to this page in each, the choice remembered. */
export function LanguageSwitch({ onChoose }: { onChoose?: () => void }) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <div className="currency-switch" role="group" aria-label={t("language.label")}>
      {LOCALES.map((l) => (
        <Link
          key={l}
          to={{ pathname: localizedPath(pathname, l), search }}
          className="currency-switch__option"
          lang={l}
          hrefLang={l}
          aria-current={l === locale ? "true" : undefined}
          onClick={() => {
            rememberLocale(l);
            onChoose?.();
          }}
        >
          {LOCALE_LABELS[l]}
        </Link>
      ))}
    </div>
  );
}
