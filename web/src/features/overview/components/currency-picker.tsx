import { CURRENCIES, CURRENCY_LABELS, type Currency } from "@shop/domain";

/** The overview's currency (its figures are never added across currencies), as a group of radio buttons. */
export function CurrencyPicker({ value, onChange }: { value: Currency; onChange: (c: Currency) => void }) {
  return (
    <fieldset className="period-picker">
      <legend>Currency</legend>
      {CURRENCIES.map((c) => (
        <label key={c} className="period-picker__option">
          <input type="radio" name="currency" value={c} checked={c === value} onChange={() => onChange(c)} />
          <span>{CURRENCY_LABELS[c]}</span>
        </label>
      ))}
    </fieldset>
  );
}
