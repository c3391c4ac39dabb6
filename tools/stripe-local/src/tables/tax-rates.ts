/**
 * The tax rates of the registrations Stripe Tax collects for (`TAX_REGISTRATIONS`, by default
 * `EU,GB,CA,AU,US-CA,US-NY`): EU standard VAT per country, GB VAT, Canadian GST or HST by
 * province, AU GST, and US state base rates. The rates come from the `sales-tax` package's table
 * (`res/sales_tax_rates.json`, maintained with rate changes and their dates), except California,
 * whose row there (8.25 %) includes district taxes: the state base rate is 7.25 %.
 */
import { createRequire } from "node:module";

interface RateRow {
  type: string;
  rate: number;
  states?: Record<string, { type: string; rate: number }>;
}

const table = createRequire(import.meta.url)("sales-tax/res/sales_tax_rates.json") as Record<string, RateRow>;

export const DEFAULT_TAX_REGISTRATIONS = ["EU", "GB", "CA", "AU", "US-CA", "US-NY"] as const;

export const EU_COUNTRIES = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
]);

/** US state base rates where the table's row is not the base rate (percent). */
const US_STATE_BASE_RATES: Record<string, number> = { CA: 7.25 };

/** The names Stripe gives the seeded US registrations' jurisdictions. */
const US_STATE_NAMES: Record<string, string> = { CA: "California", NY: "New York" };

/** Canada's harmonized provinces: one HST (GST plus the province's part). */
const HST_PROVINCES = new Set(["NB", "NL", "NS", "ON", "PE"]);

/** The tax one jurisdiction levies on a destination. */
export interface TaxRate {
  country: string;
  /** The subdivision (without the country prefix) for state or provincial taxes, else null. */
  state: string | null;
  level: "country" | "state";
  /** Stripe's `tax_type`: vat, gst, hst, sales_tax. */
  taxType: string;
  /** As Stripe prints it: "19.0", "7.25", "13.0". */
  percentageDecimal: string;
  percent: number;
  /** The jurisdiction's name and the tax's localized name (`tax_rate_details.display_name`). */
  jurisdictionName: string;
  displayName: string;
  /** Does this destination tax shipping (tax code `txcd_92010001`)? */
  taxesShipping: boolean;
}

const percentOf = (rate: number) => Math.round(rate * 100_000) / 1000;
const decimal = (percent: number) => (Number.isInteger(percent) ? percent.toFixed(1) : String(percent));
const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

function rate(r: Omit<TaxRate, "percentageDecimal">): TaxRate {
  return { ...r, percentageDecimal: decimal(r.percent) };
}

function countryRate(country: string, taxType: string, displayName: string): TaxRate | null {
  const row = table[country];
  if (!row) return null;
  const percent = percentOf(row.rate);
  const name = names.of(country) ?? country;
  return rate({
    country,
    state: null,
    level: "country",
    taxType,
    percent,
    jurisdictionName: name,
    displayName,
    taxesShipping: true,
  });
}

function canadaRate(province: string | null): TaxRate | null {
  const gst = table.CA?.rate ?? 0.05;
  const own = province ? table.CA?.states?.[province] : undefined;
  if (province && HST_PROVINCES.has(province) && own) {
    const percent = percentOf(gst + own.rate);
    return rate({
      country: "CA",
      state: province,
      level: "state",
      taxType: "hst",
      percent,
      jurisdictionName: "Canada",
      displayName: "HST",
      taxesShipping: true,
    });
  }
  return rate({
    country: "CA",
    state: null,
    level: "country",
    taxType: "gst",
    percent: percentOf(gst),
    jurisdictionName: "Canada",
    displayName: "GST",
    taxesShipping: true,
  });
}

function usStateRate(state: string): TaxRate | null {
  const row = table.US?.states?.[state];
  const percent = US_STATE_BASE_RATES[state] ?? (row ? percentOf(row.rate) : undefined);
  if (percent === undefined) return null;
  // California does not tax separately stated delivery charges; New York does.
  return rate({
    country: "US",
    state,
    level: "state",
    taxType: "sales_tax",
    percent,
    jurisdictionName: US_STATE_NAMES[state] ?? state,
    displayName: "Sales and Use Tax",
    taxesShipping: state !== "CA",
  });
}

/**
 * The rate a destination is taxed at under these registrations, or null where the shop is not
 * registered (Stripe answers `not_collecting`, tax 0).
 */
export function taxRateFor(
  registrations: readonly string[],
  country: string,
  state: string | null,
): TaxRate | null {
  const c = country.toUpperCase();
  const s = state ? state.toUpperCase() : null;
  if (EU_COUNTRIES.has(c) && (registrations.includes("EU") || registrations.includes(c)))
    return countryRate(c, "vat", "VAT");
  if (c === "GB" && registrations.includes("GB")) return countryRate("GB", "vat", "VAT");
  if (c === "CA" && registrations.includes("CA")) return canadaRate(s);
  if (c === "AU" && registrations.includes("AU")) return countryRate("AU", "gst", "GST");
  if (c === "US" && s && registrations.includes(`US-${s}`)) return usStateRate(s);
  return null;
}

/** `TAX_REGISTRATIONS` ("EU,GB,US-CA") as a list, the default when unset. */
export function parseRegistrations(text: string | undefined): string[] {
  if (text === undefined || text.trim() === "") return [...DEFAULT_TAX_REGISTRATIONS];
  return text
    .split(",")
    .map((r) => r.trim().toUpperCase())
    .filter(Boolean);
}
