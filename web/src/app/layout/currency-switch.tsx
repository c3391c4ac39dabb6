import { CURRENCIES, CURRENCY_LABELS } from "@shop/domain";
import { useCurrency } from "@/lib/currency";
import { useI18n } from "@/lib/i18n/i18n";

/** The header's **Currency** switch: USD $, EUR €, GBP £ — one click, remembered in this browser. */
export function CurrencySwitch() {
  const { currency, setCurrency } = useCurrency();
  const { t } = useI18n();
  return (
    <div className="currency-switch" role="group" aria-label={t("currency.label")}>
      {CURRENCIES.map((c) => (
        <button
          key={c}
          type="button"
          className="currency-switch__option"
          aria-pressed={c === currency}
          onClick={() => setCurrency(c)}
        >
          {CURRENCY_LABELS[c]}
        </button>
      ))}
    </div>
  );
}
