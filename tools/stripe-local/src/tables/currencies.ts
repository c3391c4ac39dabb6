/**
 * Currency facts the simulator needs, written once: which currencies Stripe counts in whole units
 * (zero-decimal, shared with the browser stand-in), the minimum charge per currency, the maximum
 * amount and how Stripe's messages show money.
 */

import { ZERO_DECIMAL_CURRENCIES } from "../browser/zero-decimal-currencies.js";

export { ZERO_DECIMAL_CURRENCIES };

/** Minimum charge amounts (smallest currency unit), https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts */
export const MINIMUM_AMOUNTS: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  jpy: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};

export const MAX_AMOUNT = 99_999_999;

/** ISO 4217 codes the runtime knows, lower-cased as Stripe writes them. */
export const SUPPORTED_CURRENCIES: ReadonlySet<string> = new Set(
  Intl.supportedValuesOf("currency").map((c) => c.toLowerCase()),
);

function majorUnits(amount: number, currency: string): string {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? String(amount) : (amount / 100).toFixed(2);
}

/** As in PaymentIntent amount errors: `$0.50 usd`, `€1,000.00 eur`. */
export function formatAmount(amount: number, currency: string): string {
  const symbols: Record<string, string> = { usd: "$", eur: "€", gbp: "£", jpy: "¥", cad: "$", aud: "$" };
  const symbol = symbols[currency] ?? "";
  return `${symbol}${majorUnits(amount, currency).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ${currency}`;
}

/** As in refund errors: `$21.45` for USD, `21.45 SEK` for currencies without a symbol here. */
export function displayMoney(amount: number, currency: string): string {
  const symbols: Record<string, string> = { usd: "$", eur: "€", gbp: "£", jpy: "¥", cad: "CA$", aud: "A$" };
  const value = majorUnits(amount, currency);
  const symbol = symbols[currency];
  return symbol === undefined ? `${value} ${currency.toUpperCase()}` : `${symbol}${value}`;
}
