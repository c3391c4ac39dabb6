/** How the overview writes dates and money (UTC days, US dollars). */
const DAY_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const DAY_LONG = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const COMPACT_MONEY = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** `YYYY-MM-DD` (UTC) → epoch seconds at its midnight, as the chart's x values. */
export function daySeconds(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

export function shortDay(seconds: number): string {
  return DAY_LABEL.format(new Date(seconds * 1000));
}

export function longDay(date: string): string {
  return DAY_LONG.format(new Date(`${date}T00:00:00Z`));
}

/** Axis labels: $1.2K, $30, -$5. */
export function compactDollars(cents: number): string {
  return COMPACT_MONEY.format(cents / 100);
}
