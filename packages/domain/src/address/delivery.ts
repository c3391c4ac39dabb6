/**
 * Where an order goes, as POST /purchase, POST /orders and POST /orders/quote take it: `address`
 * as a postal address (checked for its country, the phone for that country) or, for the spec's
 * existing clients, one line of text ending with a postal code of the shop's own country (with the
 * spec's phone check; see one-line-address.ts), and a business buyer's optional VAT or tax ID.
 */
import { z } from "zod";
import { ADDRESS_MESSAGES, isPhoneOf, postalAddressSchema, type PostalAddress } from "./address.js";
import { parseOneLineAddress } from "./one-line-address.js";
import { PHONE_PATTERN } from "../core/text.js";

export const TAX_ID_MESSAGE = "Please enter a valid VAT or tax ID";

/** The EU's member states (ISO codes; Greece's VAT numbers start with `EL`). */
export const EU_COUNTRIES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const; // prettier-ignore

export function isEuCountry(country: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/**
 * A VAT or tax ID's format: an EU VAT number (its country prefix and 2–12 letters or digits, as
 * VIES prints them), a UK VAT number (`GB` and 9 or 12 digits), or another country's business
 * number (4–20 letters, digits, spaces, dots or dashes). Spaces and dots are dropped.
 */
export const taxIdSchema = z
  .string({ error: TAX_ID_MESSAGE })
  .trim()
  .max(30, TAX_ID_MESSAGE)
  .transform((v) => v.replace(/[\s.]/g, "").toUpperCase())
  .refine((v) => v === "" || /^[A-Z0-9-]{4,20}$/.test(v), TAX_ID_MESSAGE)
  .refine((v) => !/^[A-Z]{2}/.test(v) || !isVatPrefixed(v) || isVatNumber(v), TAX_ID_MESSAGE)
  .transform((v) => (v === "" ? undefined : v));

const vatCountry = (v: string) => (v.startsWith("EL") ? "GR" : v.slice(0, 2));
function isVatPrefixed(v: string): boolean {
  return isEuCountry(vatCountry(v)) || v.startsWith("GB");
}
function isVatNumber(v: string): boolean {
  return v.startsWith("GB") ? /^GB(\d{9}|\d{12})$/.test(v) : /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(v);
}

/**
 * How Stripe names the kind of a tax ID (`tax_ids[].type`), or null for a number Stripe cannot
 * check (another country's business number): only an EU or UK VAT number can be verified.
 */
export function stripeTaxIdType(taxId: string): "eu_vat" | "gb_vat" | null {
  if (taxId.startsWith("GB")) return "gb_vat";
  if (isEuCountry(vatCountry(taxId))) return "eu_vat";
  return null;
}

/** `address`: a postal address, or the spec's one line of text. */
export const addressInputSchema = z.union(
  [
    z
      .string({ error: "Address is required" })
      .trim()
      .min(1, "Address is required")
      .max(300, "Address must be at most 300 characters"),
    postalAddressSchema,
  ],
  { error: "Address is required" },
);

/** The destination fields of an order's body; the phone is checked against the address's kind. */
export const deliveryFields = {
  address: addressInputSchema,
  phone: z
    .string({ error: "Phone is required" })
    .trim()
    .min(1, "Phone is required")
    .max(30, ADDRESS_MESSAGES.phone),
  taxId: taxIdSchema.optional(),
};

/** The phone's check: the spec's pattern for a one-line address, the country's numbers otherwise. */
export function checkPhone(
  v: { address: string | PostalAddress; phone: string },
  ctx: z.RefinementCtx,
): void {
  const ok =
    typeof v.address === "string" ? PHONE_PATTERN.test(v.phone) : isPhoneOf(v.phone, v.address.country);
  if (ok) return;
  const message = typeof v.address === "string" ? "Provide a valid phone number" : ADDRESS_MESSAGES.phone;
  ctx.addIssue({ code: "custom", message, path: ["phone"] });
}

/**
 * The postal address an order goes to: the one given, or the one line read as an address in the
 * shop's country (null when the line does not end with one of its postal codes: refused).
 */
export function destinationOf(
  address: string | PostalAddress,
  buyerName: string,
  sellerCountry: string,
): PostalAddress | null {
  return typeof address === "string" ? parseOneLineAddress(address, buyerName, sellerCountry) : address;
}

/** PUT /users/me/address: the address and phone the profile keeps (the Address fieldset's). */
export const profileAddressSchema = z
  .object({ address: postalAddressSchema, phone: deliveryFields.phone })
  .strip()
  .superRefine(checkPhone);
export type ProfileAddressInput = z.infer<typeof profileAddressSchema>;
