/** Money is held in integer cents everywhere; dollars exist only on screen. */
export type Cents = number;

export function isCents(value: number): value is Cents {
  return Number.isSafeInteger(value) && value >= 0;
}

/** "$1,234.50" from 123450. */
export function formatDollars(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  // Thousands grouped by hand: the first Intl call of a page initialises ICU (about 50 ms on a
  // phone-speed CPU, one long task on every public page that shows a price); the same text.
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}

/** Parses a dollar amount typed by a person ("12", "12.5", "12.50") into cents; null if not money. */
export function parseDollarsToCents(input: string | number): Cents | null {
  const text = typeof input === "number" ? String(input) : input.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
