/** Card field formatting and validation as Stripe's card inputs do it (pure functions). */

export type CardBrand =
  "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay" | "unknown";

export function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^(36|30[0-5]|3095|38|39)/.test(digits)) return "diners";
  if (/^35/.test(digits)) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  return "unknown";
}

function numberLengths(brand: CardBrand): number[] {
  if (brand === "amex") return [15];
  if (brand === "diners") return [14, 16];
  if (brand === "unionpay") return [16, 17, 18, 19];
  return [16];
}

export function formatNumber(digits: string): string {
  if (brandOf(digits) === "amex") {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(" ");
  }
  return (digits.match(/.{1,4}/g) ?? []).join(" ");
}

export function formatExpiry(raw: string, deleting: boolean): string {
  let digits = raw.replace(/\D/g, "").slice(0, 4);
  if (digits.length === 1 && digits > "1") digits = `0${digits}`;
  if (digits.length >= 2 && !(deleting && digits.length === 2))
    return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits;
}

export const MESSAGES = {
  incomplete_number: "Your card number is incomplete.",
  invalid_number: "Your card number is invalid.",
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration date is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  incomplete_cvc: "Your card's security code is incomplete.",
  incomplete_zip: "Your postal code is incomplete.",
  // The Payment Element's bank methods (bank-panel.ts).
  incomplete_iban: "Your IBAN is incomplete.",
  invalid_iban: "Your IBAN is invalid.",
  incomplete_name: "Your full name is incomplete.",
  incomplete_email: "Your email address is incomplete.",
  invalid_email: "Your email address is invalid.",
} as const;

export type ValidationCode = keyof typeof MESSAGES;

export interface ValidationError {
  type: "validation_error";
  code: ValidationCode;
  message: string;
}

export function validationError(code: ValidationCode): ValidationError {
  return { type: "validation_error", code, message: MESSAGES[code] };
}

export interface FieldCheck {
  empty: boolean;
  complete: boolean;
  error: ValidationCode | null;
}
export interface NumberCheck extends FieldCheck {
  brand: CardBrand;
  digits: string;
}
export interface ExpiryCheck extends FieldCheck {
  month: number;
  year: number;
}
export interface CvcCheck extends FieldCheck {
  digits: string;
}
export interface ZipCheck extends FieldCheck {
  value: string;
}

/** "strict" (blurred or submitting) turns incomplete input into an error. */
export function checkNumber(value: string, strict: boolean): NumberCheck {
  const digits = value.replace(/\D/g, "");
  const brand = brandOf(digits);
  const lengths = numberLengths(brand);
  const max = lengths[lengths.length - 1] ?? 16;
  const complete = lengths.includes(digits.length) && luhn(digits);
  let error: ValidationCode | null = null;
  if (!complete && digits.length >= max) error = "invalid_number";
  else if (!complete && strict) error = "incomplete_number";
  return { empty: digits.length === 0, complete, error, brand: digits.length ? brand : "unknown", digits };
}

export function checkExpiry(value: string, strict: boolean, now: Date = new Date()): ExpiryCheck {
  const digits = value.replace(/\D/g, "");
  const result: ExpiryCheck = { empty: digits.length === 0, complete: false, error: null, month: 0, year: 0 };
  if (digits.length >= 2) {
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) {
      result.error = "invalid_expiry_month";
      return result;
    }
  }
  if (digits.length < 4) {
    if (strict) result.error = "incomplete_expiry";
    return result;
  }
  result.month = Number(digits.slice(0, 2));
  result.year = 2000 + Number(digits.slice(2, 4));
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (result.year < thisYear) result.error = "invalid_expiry_year_past";
  else if (result.year === thisYear && result.month < thisMonth) result.error = "invalid_expiry_month_past";
  else if (result.year > thisYear + 50) result.error = "invalid_expiry_year";
  else result.complete = true;
  return result;
}

export function checkCvc(value: string, brand: CardBrand, strict: boolean): CvcCheck {
  const digits = value.replace(/\D/g, "");
  const needed = brand === "amex" ? 4 : 3;
  const complete = digits.length === needed || (brand === "unknown" && digits.length >= 3);
  return {
    empty: digits.length === 0,
    complete,
    error: !complete && strict ? "incomplete_cvc" : null,
    digits,
  };
}

export function checkZip(value: string, strict: boolean): ZipCheck {
  const trimmed = value.trim();
  const complete = /^\d+$/.test(trimmed) ? trimmed.length >= 5 : trimmed.length >= 3;
  return {
    empty: trimmed.length === 0,
    complete,
    error: !complete && strict ? "incomplete_zip" : null,
    value: trimmed,
  };
}
