/**
 * The Payment Element's bank methods (issue 49), as Stripe's shows them beside "Card" when the
 * PaymentIntent allows them: iDEAL (a redirect to the bank), Bancontact (the account holder's name,
 * then a redirect) and SEPA Debit (IBAN, name and email, and the mandate text Stripe requires).
 */
import { validationError as bankError, type ValidationError } from "./card-checks.js";

export type BankMethod = "ideal" | "bancontact" | "sepa_debit";
export type BankField = "iban" | "name" | "email";

/** The tabs' labels, as the Payment Element names the methods. */
export const METHOD_LABELS: Readonly<Record<string, string>> = {
  card: "Card",
  ideal: "iDEAL",
  bancontact: "Bancontact",
  sepa_debit: "SEPA Debit",
};

export const isBankMethod = (type: string): type is BankMethod =>
  type === "ideal" || type === "bancontact" || type === "sepa_debit";

/** The fields each bank method asks for. */
export const BANK_FIELDS: Readonly<Record<BankMethod, readonly BankField[]>> = {
  ideal: [],
  bancontact: ["name"],
  sepa_debit: ["iban", "name", "email"],
};

export const REDIRECT_NOTICE = "After submission, you will be redirected to securely complete next steps.";

/** Stripe's SEPA Direct Debit mandate text, naming the business (Payment Element option `business.name`). */
export function sepaMandateText(business: string): string {
  return (
    `By providing your payment information and confirming this payment, you authorise (A) ${business} and ` +
    "Stripe, our payment service provider, to send instructions to your bank to debit your account and (B) " +
    "your bank to debit your account in accordance with those instructions. As part of your rights, you are " +
    "entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A " +
    "refund must be claimed within 8 weeks starting from the date on which your account was debited. Your " +
    "rights are explained in a statement that you can obtain from your bank. You agree to receive " +
    "notifications for future debits up to 2 days before they occur."
  );
}

/** An IBAN without spaces, upper case. */
export const compactIban = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

/** ISO 13616: two letters, two check digits, up to 30 letters or digits, mod 97 = 1. */
export function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** Groups an IBAN in fours as it is typed. */
export const formatIban = (value: string): string =>
  compactIban(value)
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 34)
    .replace(/(.{4})(?=.)/g, "$1 ");

export interface BankCheck {
  errors: Partial<Record<BankField, ValidationError>>;
  complete: boolean;
  empty: boolean;
}

/** The bank method's fields: incomplete counts as an error when `strict` (submitting) or touched. */
export function checkBank(
  method: BankMethod,
  values: Partial<Record<BankField, string>>,
  isStrict: (field: BankField) => boolean,
): BankCheck {
  const errors: Partial<Record<BankField, ValidationError>> = {};
  const fields = BANK_FIELDS[method];
  const iban = compactIban(values.iban ?? "");
  const name = (values.name ?? "").trim();
  const email = (values.email ?? "").trim();
  if (fields.includes("iban")) {
    if (iban.length >= 15 && !ibanIsValid(iban) && (isStrict("iban") || iban.length >= 22))
      errors.iban = bankError("invalid_iban");
    else if (!ibanIsValid(iban) && isStrict("iban")) errors.iban = bankError("incomplete_iban");
  }
  if (fields.includes("name") && name === "" && isStrict("name")) errors.name = bankError("incomplete_name");
  if (fields.includes("email") && isStrict("email")) {
    if (email === "") errors.email = bankError("incomplete_email");
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = bankError("invalid_email");
  }
  const filled = (f: BankField) =>
    f === "iban" ? ibanIsValid(iban) : f === "name" ? name !== "" : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  return {
    errors,
    complete: fields.every(filled),
    empty: fields.every((f) => (values[f] ?? "").trim() === ""),
  };
}

/** What a bank method sends as `payment_method_data`'s type-specific part and billing details. */
export interface CollectedBank {
  type: BankMethod;
  iban?: string;
  name?: string;
  email?: string;
}

export function collectBank(method: BankMethod, values: Partial<Record<BankField, string>>): CollectedBank {
  const fields = BANK_FIELDS[method];
  return {
    type: method,
    ...(fields.includes("iban") ? { iban: compactIban(values.iban ?? "") } : {}),
    ...(fields.includes("name") ? { name: (values.name ?? "").trim() } : {}),
    ...(fields.includes("email") ? { email: (values.email ?? "").trim() } : {}),
  };
}

/** The paragraph under a bank method's fields: the redirect notice, or the SEPA mandate. */
export function bankNotice(method: BankMethod, business: string): HTMLElement {
  const p = document.createElement("p");
  p.className = method === "sepa_debit" ? "p-Mandate" : "p-RedirectNotice";
  p.style.cssText = "margin:0.5em 0 0;font-size:0.875em;color:#374151;flex-basis:100%;";
  p.textContent = method === "sepa_debit" ? sepaMandateText(business) : REDIRECT_NOTICE;
  return p;
}
