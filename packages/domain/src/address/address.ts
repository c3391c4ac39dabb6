/**
 * One postal address shape for orders, profiles and invoices: `{ name, line1, line2?, city,
 * region?, postalCode, country }` (country ISO 3166-1 alpha-2, region the subdivision's own code:
 * `TX`, `ON`, `NSW`) with the phone beside it. Checked per country with maintained data:
 * postal codes by `postcode-validator`, phone numbers by `libphonenumber-js` (its `min` metadata:
 * length checks, a small bundle for the web), states and provinces by `country-region-data`;
 * country names in English from the platform (`Intl.DisplayNames`).
 */
import { isValidPhoneNumber, type CountryCode as PhoneCountry } from "libphonenumber-js/min";
import { AU, CA, US, countryShortCodes } from "country-region-data";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { z } from "zod";
import { isOneLine, ONE_LINE_MESSAGE } from "../core/text.js";

export interface PostalAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

/** The countries whose addresses need a state, province or territory (as their post and tax do). */
const REGIONS: Record<string, readonly (readonly [string, string])[]> = {
  US: US[2],
  CA: CA[2],
  AU: AU[2],
};

const englishNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** The country's English name ('Germany' for `DE`), or the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return englishNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every ISO 3166-1 country a form may offer: `{ code, name }`, sorted by English name. */
export function countryOptions(): { code: string; name: string }[] {
  return countryShortCodes
    .filter((code) => /^[A-Z]{2}$/.test(code))
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** The states / provinces / territories of a country that has them (`[name, code]`), else null. */
export function regionsOf(country: string): readonly (readonly [string, string])[] | null {
  return REGIONS[country.toUpperCase()] ?? null;
}

export const ADDRESS_MESSAGES = {
  name: "Full name is required",
  line1: "Address line 1 is required",
  city: "City is required",
  country: "Please choose a country",
  phone: "Please enter a valid phone number",
  postalCode: (country: string) => `Please enter a valid postal code for ${countryName(country)}`,
  region: (country: string) => `Please choose a state or region of ${countryName(country)}`,
} as const;

/** Is `postalCode` a postal code of `country`? (Countries without a known pattern accept any.) */
export function isPostalCodeOf(postalCode: string, country: string): boolean {
  if (!postcodeValidatorExistsForCountry(country)) return true;
  try {
    return postcodeValidator(postalCode, country);
  } catch {
    return false;
  }
}

/** Is `phone` a phone number for `country` (international `+…` numbers for any country)? */
export function isPhoneOf(phone: string, country: string): boolean {
  try {
    return isValidPhoneNumber(phone, country as PhoneCountry);
  } catch {
    return false;
  }
}

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The address's fields, before the per-country checks. */
const addressFields = z
  .object({
    name: text(100, ADDRESS_MESSAGES.name),
    line1: text(200, ADDRESS_MESSAGES.line1),
    line2: optionalText(200),
    city: text(100, ADDRESS_MESSAGES.city),
    region: optionalText(60).transform((v) => v?.toUpperCase()),
    postalCode: z.string().trim().max(20, "At most 20 characters").default(""),
    country: z
      .string({ error: ADDRESS_MESSAGES.country })
      .trim()
      .toUpperCase()
      .refine((c) => /^[A-Z]{2}$/.test(c) && countryName(c) !== c, ADDRESS_MESSAGES.country),
  })
  .strip();

type Issues = { message: string; path: (string | number)[] }[];

/** The per-country problems of an address (postal code, region), each with its field. */
export function addressProblems(a: Omit<PostalAddress, "name" | "line1" | "city">): Issues {
  const problems: Issues = [];
  if (!isPostalCodeOf(a.postalCode, a.country))
    problems.push({ message: ADDRESS_MESSAGES.postalCode(a.country), path: ["postalCode"] });
  const regions = regionsOf(a.country);
  if (regions && !regions.some(([, code]) => code === a.region))
    problems.push({ message: ADDRESS_MESSAGES.region(a.country), path: ["region"] });
  return problems;
}

/** A postal address, checked for its country. */
export const postalAddressSchema = addressFields.superRefine((a, ctx) => {
  for (const p of addressProblems(a)) ctx.addIssue({ code: "custom", ...p });
});

/**
 * Where an order would go, for a quote: the parts that decide shipping and tax (country, region,
 * postal code) checked as for an order; name, lines and city may still be empty.
 */
export const destinationAddressSchema = addressFields
  .extend({
    name: z.string().trim().max(100).default(""),
    line1: z.string().trim().max(200).default(""),
    city: z.string().trim().max(100).default(""),
  })
  .superRefine((a, ctx) => {
    for (const p of addressProblems(a)) ctx.addIssue({ code: "custom", ...p });
  });

/** The address on one line (the spec's `address` string of a purchase, mail and lists). */
export function formatAddress(a: PostalAddress): string {
  const cityLine = [a.postalCode, a.city, a.region].filter(Boolean).join(" ");
  return [a.line1, a.line2, cityLine, countryName(a.country)].filter(Boolean).join(", ");
}

/** The address as lines for a document (invoice, credit note), name first. */
export function addressLines(a: PostalAddress): string[] {
  const cityLine = [a.city, a.region, a.postalCode].filter(Boolean).join(" ");
  return [a.name, a.line1, a.line2 ?? "", cityLine, countryName(a.country)].filter(Boolean);
}
