/**
 * The one seller identity (issue 47): the shop's legal name, postal address, country and tax
 * registration, configured once (SELLER_NAME, SELLER_ADDRESS, SELLER_COUNTRY, SELLER_TAX_NUMBER) and
 * read here by everything that needs it: invoices and credit notes (the seller they print), the
 * returns' default address, Stripe Tax (where the goods ship from) and the one-line address rule
 * (a one-line address is an address in the seller's country).
 *
 * The address is lines separated by "|" (an .env file cannot hold a line break): the street lines,
 * then the city line ending with the postal code (in the US "City, ST 12345"), and last the
 * country's name. Its lines before the country are read as a one-line address of SELLER_COUNTRY,
 * so a seller whose address is not in its own country, or has no postal code there, is refused.
 */
import { countryName, parseOneLineAddress, type PostalAddress } from "@shop/domain";
import { SELLER_ADDRESS, SELLER_COUNTRY, SELLER_NAME, SELLER_TAX_NUMBER } from "../config.js";

export interface SellerIdentity {
  /** The legal name ('Gimbal Shop Inc.'). */
  name: string;
  /** The postal address as printed, one entry per line (the country's name last). */
  addressLines: string[];
  /** The same address in parts (Stripe Tax's origin). */
  address: PostalAddress;
  /** ISO 3166-1 alpha-2: the seller's country, where a one-line address is taken to be. */
  country: string;
  /** The tax registration printed on invoices ('EIN 12-3456789', a VAT number). */
  taxNumber: string;
}

/** The configured lines: "|" or line breaks separate them. */
export function addressLinesOf(text: string): string[] {
  return text
    .split(/\s*[|\n]\s*/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * The seller from its parameters, checked: the address's last line names SELLER_COUNTRY and the
 * lines before it end with one of its postal codes. Throws (a deployment's configuration error,
 * not a customer's) when they disagree.
 */
export function sellerIdentityOf(p: {
  name: string;
  address: string;
  country: string;
  taxNumber: string;
}): SellerIdentity {
  const country = p.country.trim().toUpperCase();
  const addressLines = addressLinesOf(p.address);
  const last = addressLines[addressLines.length - 1] ?? "";
  const names = [
    countryName(country),
    country,
    ...(country === "US" ? ["USA", "United States of America"] : []),
  ];
  if (!names.some((n) => n.toLowerCase() === last.toLowerCase()))
    throw new Error(
      `SELLER_ADDRESS must end with the seller's country (${countryName(country)}), as SELLER_COUNTRY says`,
    );
  const address = parseOneLineAddress(addressLines.slice(0, -1).join(", "), p.name, country);
  if (!address)
    throw new Error(
      `SELLER_ADDRESS must give a street and a postal code of ${countryName(country)} before the country`,
    );
  return { name: p.name.trim(), addressLines, address, country, taxNumber: p.taxNumber.trim() };
}

/** The seller, from the function parameters. */
export function sellerIdentity(): SellerIdentity {
  return sellerIdentityOf({
    name: SELLER_NAME.value(),
    address: SELLER_ADDRESS.value(),
    country: SELLER_COUNTRY.value(),
    taxNumber: SELLER_TAX_NUMBER.value(),
  });
}

/** The seller's country alone (the one-line address rule needs nothing else). */
export function sellerCountry(): string {
  return SELLER_COUNTRY.value().trim().toUpperCase();
}
