import { STATS_PERIODS, type StatsPeriod } from "@shop/domain";

/** The overview's period: 7, 30 or 90 days, as a group of radio buttons. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: StatsPeriod;
  onChange: (days: StatsPeriod) => void;
}) {
  return (
    <fieldset className="period-picker">
      <legend>Period</legend>
      {STATS_PERIODS.map((p) => (
        <label key={p} className="period-picker__option">
          <input type="radio" name="period" value={p} checked={p === value} onChange={() => onChange(p)} />
          <span>{p} days</span>
        </label>
      ))}
    </fieldset>
  );
}
