/**
 * Stripe's zero-decimal currencies (amounts in whole units), https://docs.stripe.com/currencies#zero-decimal
 *
 * The one copy of this table: it lives with the browser stand-in because the stand-in may import
 * only its own modules; the server reads it through `tables/currencies.ts`.
 */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
]);
