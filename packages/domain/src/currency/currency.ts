/**
 * The buyer's currency (issue 32): US dollars, euros and pounds. A product has a price per
 * currency (`prices`, minor units; the spec's `priceCents` stays the USD price and is always
 * set); EUR and GBP prices include VAT (the EU/UK way), USD prices exclude tax (the US way). An
 * order is in one currency from its lines to its refunds. Pure, and without zod (public pages
 * format prices with it): the schemas are in currency-schemas.ts.
 */
import { formatDollars, type Cents } from "../core/money.js";

export const CURRENCIES = ["usd", "eur", "gbp"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The currencies besides US dollars, whose prices a product may lack. */
export const OTHER_CURRENCIES = ["eur", "gbp"] as const satisfies readonly Currency[];
export const DEFAULT_CURRENCY: Currency = "usd";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** The header's switch: 'USD $', 'EUR €', 'GBP £'. */
export const CURRENCY_LABELS: Record<Currency, string> = { usd: "USD $", eur: "EUR €", gbp: "GBP £" };
export const CURRENCY_SYMBOLS: Record<Currency, string> = { usd: "$", eur: "€", gbp: "£" };

/** Stripe's smallest charge per currency (USD 0.50, EUR 0.50, GBP 0.30). */
export const MIN_CHARGE: Record<Currency, Cents> = { usd: 50, eur: 50, gbp: 30 };

/** Whether a currency's prices include tax (EUR and GBP: VAT included, the EU/UK way). */
export function pricesIncludeTax(currency: Currency): boolean {
  return currency !== "usd";
}

/** A product's prices per currency in minor units: USD always, EUR and GBP when sold in them. */
export interface ProductPrices {
  usd: Cents;
  eur?: Cents;
  gbp?: Cents;
}

/** 'This product is not sold in EUR'. */
export function notSoldIn(currency: Currency): string {
  return `This product is not sold in ${currency.toUpperCase()}`;
}

/** 'An order must come to at least €0.50' (Stripe's minimum charge). */
export function minimumChargeMessage(currency: Currency): string {
  return `An order must come to at least ${formatMoney(MIN_CHARGE[currency], currency)}`;
}

/** A product's price in a currency, or null when it is not sold in it. */
export function priceIn(
  product: { priceCents: Cents; prices?: Partial<ProductPrices> | null },
  currency: Currency,
): Cents | null {
  if (currency === "usd") return product.priceCents;
  const price = product.prices?.[currency];
  return typeof price === "number" ? price : null;
}

/** The product's full price list (older products: USD only). */
export function pricesOf(product: {
  priceCents: Cents;
  prices?: Partial<ProductPrices> | null;
}): ProductPrices {
  const list: ProductPrices = { usd: product.priceCents };
  for (const c of OTHER_CURRENCIES) {
    const price = priceIn(product, c);
    if (price !== null) list[c] = price;
  }
  return list;
}

/** The locale each currency is shown in when the visitor's is not known (the server's pages). */
const HOME_LOCALES: Record<Currency, string> = { usd: "en-US", eur: "en-IE", gbp: "en-GB" };

export function homeLocale(currency: Currency): string {
  return HOME_LOCALES[currency];
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount for people: USD in the spec's form ('$1,234.50', whatever the locale: "price with a
 * dollar sign"), EUR and GBP with `Intl.NumberFormat` in the visitor's locale ('€1,234.50' in
 * English, '1.234,50 €' in German).
 */
export function formatMoney(cents: Cents, currency: Currency | string = "usd", locale?: string): string {
  const code = isCurrency(currency) ? currency : "usd";
  if (code === "usd") return formatDollars(cents);
  const key = `${locale ?? HOME_LOCALES[code]}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale ?? HOME_LOCALES[code], { style: "currency", currency: code });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** An amount in a page's language (issue 51), every currency through `Intl`: '1.234,50 €' in German. */
export function formatMoneyIn(cents: Cents, currency: Currency | string, locale: string): string {
  const code = isCurrency(currency) ? currency : "usd";
  const key = `in:${locale}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency: code });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** The amount as a decimal string in major units ('12.50'), as JSON-LD and CSV want it. */
export function decimalAmount(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const EURO_REGIONS = new Set([
  "AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV",
  "MT", "NL", "PT", "SI", "SK",
]); // prettier-ignore
const EURO_LANGUAGES = new Set(["de", "fr", "es", "it", "nl", "pt", "fi", "el", "et", "lv", "lt", "sk", "sl", "mt", "ga", "hr"]); // prettier-ignore

/** The first pick for a visitor from the browser's languages ('en-GB' → gbp, 'de-DE' → eur). */
export function currencyForLocales(locales: readonly string[]): Currency {
  for (const tag of locales) {
    const [language = "", ...rest] = tag.split(/[-_]/);
    const region = rest.find((p) => /^[A-Za-z]{2}$/.test(p))?.toUpperCase();
    if (region === "GB" || region === "UK") return "gbp";
    if (region && EURO_REGIONS.has(region)) return "eur";
    if (region) return "usd";
    if (EURO_LANGUAGES.has(language.toLowerCase())) return "eur";
  }
  return DEFAULT_CURRENCY;
}
