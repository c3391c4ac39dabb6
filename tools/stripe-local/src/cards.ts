/**
 * Stripe test cards, card validation and PaymentMethod objects.
 * Outcomes follow https://docs.stripe.com/testing (numbers are compared with spaces/dashes removed).
 */
import { createHmac } from "node:crypto";
import { StripeApiError, docUrl, missingParam } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { newId, unixNow } from "./ids.js";

export type CardBrand =
  "amex" | "diners" | "discover" | "jcb" | "mastercard" | "unionpay" | "visa" | "unknown";

export interface CardDecline {
  code: string;
  declineCode: string;
  message: string;
}

/** What happens when a PaymentIntent is confirmed with a card. */
export type CardBehaviour =
  | { kind: "succeed" }
  | { kind: "decline"; decline: CardDecline }
  /** 3-D Secure required; `afterAuthentication` applies once the challenge is passed. */
  | {
      kind: "authenticate";
      afterAuthentication: { kind: "succeed" } | { kind: "decline"; decline: CardDecline };
    };

export const DECLINES = {
  generic: { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." },
  insufficientFunds: {
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  lostCard: { code: "card_declined", declineCode: "lost_card", message: "Your card was declined." },
  stolenCard: { code: "card_declined", declineCode: "stolen_card", message: "Your card was declined." },
  fraudulent: { code: "card_declined", declineCode: "fraudulent", message: "Your card was declined." },
  expiredCard: { code: "expired_card", declineCode: "expired_card", message: "Your card has expired." },
  incorrectCvc: {
    code: "incorrect_cvc",
    declineCode: "incorrect_cvc",
    message: "Your card's security code is incorrect.",
  },
  processingError: {
    code: "processing_error",
    declineCode: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
} as const satisfies Record<string, CardDecline>;

const TEST_CARD_BEHAVIOURS: ReadonlyMap<string, CardBehaviour> = new Map<string, CardBehaviour>([
  ["4000000000000002", { kind: "decline", decline: DECLINES.generic }],
  ["4000000000000341", { kind: "decline", decline: DECLINES.generic }],
  ["4000000000009995", { kind: "decline", decline: DECLINES.insufficientFunds }],
  ["4000000000009987", { kind: "decline", decline: DECLINES.lostCard }],
  ["4000000000009979", { kind: "decline", decline: DECLINES.stolenCard }],
  ["4100000000000019", { kind: "decline", decline: DECLINES.fraudulent }],
  ["4000000000000069", { kind: "decline", decline: DECLINES.expiredCard }],
  ["4000000000000127", { kind: "decline", decline: DECLINES.incorrectCvc }],
  ["4000000000000119", { kind: "decline", decline: DECLINES.processingError }],
  ["4000002760003184", { kind: "authenticate", afterAuthentication: { kind: "succeed" } }],
  ["4000002500003155", { kind: "authenticate", afterAuthentication: { kind: "succeed" } }],
  ["4000000000003220", { kind: "authenticate", afterAuthentication: { kind: "succeed" } }],
  [
    "4000008260003178",
    { kind: "authenticate", afterAuthentication: { kind: "decline", decline: DECLINES.insufficientFunds } },
  ],
]);

/** `payment_method=pm_card_visa` style test PaymentMethods (and `tok_*` equivalents). */
const TEST_PAYMENT_METHOD_NUMBERS: ReadonlyMap<string, string> = new Map([
  ["visa", "4242424242424242"],
  ["visa_debit", "4000056655665556"],
  ["mastercard", "5555555555554444"],
  ["amex", "378282246310005"],
  ["discover", "6011111111111117"],
  ["chargeDeclined", "4000000000000002"],
  ["chargeCustomerFail", "4000000000000341"],
  ["chargeDeclinedInsufficientFunds", "4000000000009995"],
  ["chargeDeclinedLostCard", "4000000000009987"],
  ["chargeDeclinedStolenCard", "4000000000009979"],
  ["chargeDeclinedFraudulent", "4100000000000019"],
  ["chargeDeclinedExpiredCard", "4000000000000069"],
  ["chargeDeclinedIncorrectCvc", "4000000000000127"],
  ["chargeDeclinedProcessingError", "4000000000000119"],
  ["createDispute", "4000000000000259"],
  ["createDisputeProductNotReceived", "4000000000002685"],
  ["authenticationRequired", "4000002500003155"],
  ["threeDSecure2Required", "4000000000003220"],
  ["threeDSecureRequired", "4000002760003184"],
  ["authenticationRequiredChargeDeclinedInsufficientFunds", "4000008260003178"],
]);

export function testPaymentMethodNumber(id: string): string | undefined {
  const match = /^(?:pm_card_|tok_)(.+)$/.exec(id);
  if (!match?.[1]) return undefined;
  return TEST_PAYMENT_METHOD_NUMBERS.get(match[1]);
}

export function normalizeCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, "");
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^(36|30[0-5]|3095|38|39)/.test(digits)) return "diners";
  if (/^35/.test(digits)) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  return "unknown";
}

export function behaviourForCard(digits: string): CardBehaviour {
  return TEST_CARD_BEHAVIOURS.get(digits) ?? { kind: "succeed" };
}

export interface BillingDetails {
  address: {
    city: string | null;
    country: string | null;
    line1: string | null;
    line2: string | null;
    postal_code: string | null;
    state: string | null;
  };
  email: string | null;
  name: string | null;
  phone: string | null;
  tax_id: string | null;
}

/** The PaymentMethod types stripe-local simulates (bank-methods.ts: the three bank ones). */
export type PaymentMethodType = "card" | "ideal" | "bancontact" | "sepa_debit";

export interface PaymentMethod {
  id: string;
  object: "payment_method";
  allow_redisplay: "unspecified";
  billing_details: BillingDetails;
  /** Present on `type: card` only, as each type's own hash in Stripe. */
  card?: {
    brand: CardBrand;
    checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: "pass" | null };
    country: string;
    display_brand: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: "credit" | "debit";
    generated_from: null;
    last4: string;
    networks: { available: string[]; preferred: null };
    regulated_status: "unregulated";
    three_d_secure_usage: { supported: boolean };
    wallet: null;
  };
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  radar_options: Record<string, never>;
  ideal?: { bank: string | null; bic: string | null };
  bancontact?: Record<string, never>;
  sepa_debit?: {
    bank_code: string;
    branch_code: string;
    country: string;
    fingerprint: string;
    generated_from: { charge: null; setup_attempt: null };
    last4: string;
  };
  type: PaymentMethodType;
}

/** A PaymentMethod plus the full card number, which Stripe never returns but the simulator needs. */
export interface StoredPaymentMethod {
  paymentMethod: PaymentMethod;
  /** The card number ("" for a bank method). */
  number: string;
  /** A bank method's behaviour (bank-methods.ts); absent for cards. */
  bank?: BankBehaviour;
}

/** What a bank method does on confirmation: a redirect to the bank, or a debit with its outcome. */
export type BankBehaviour =
  | { kind: "redirect" }
  | { kind: "debit"; outcome: DebitOutcome; delaySeconds: number; failure?: CardDecline };
export type DebitOutcome = "succeed" | "fail" | "dispute";

function cardError(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(402, { type: "card_error", code, message, param, doc_url: docUrl(code) });
}

export function readBillingDetails(reader: FormReader | undefined): BillingDetails {
  const address = reader?.object("address");
  const field = (r: FormReader | undefined, key: string): string | null => r?.nonEmptyString(key) ?? null;
  return {
    address: {
      city: field(address, "city"),
      country: field(address, "country"),
      line1: field(address, "line1"),
      line2: field(address, "line2"),
      postal_code: field(address, "postal_code"),
      state: field(address, "state"),
    },
    email: field(reader, "email"),
    name: field(reader, "name"),
    phone: field(reader, "phone"),
    tax_id: null,
  };
}

export function buildPaymentMethod(
  number: string,
  expMonth: number,
  expYear: number,
  billingDetails: BillingDetails,
  cvcProvided: boolean,
  fingerprintKey: string,
): StoredPaymentMethod {
  const brand = cardBrand(number);
  return {
    number,
    paymentMethod: {
      id: newId("pm"),
      object: "payment_method",
      allow_redisplay: "unspecified",
      billing_details: billingDetails,
      card: {
        brand,
        checks: {
          address_line1_check: null,
          address_postal_code_check: null,
          cvc_check: cvcProvided ? "pass" : null,
        },
        country: "US",
        display_brand: brand === "unknown" ? "unknown" : brand.replace(/^./, (c) => c.toUpperCase()),
        exp_month: expMonth,
        exp_year: expYear,
        fingerprint: createHmac("sha256", fingerprintKey).update(number).digest("base64url").slice(0, 16),
        funding: number === "4000056655665556" ? "debit" : "credit",
        generated_from: null,
        last4: number.slice(-4),
        networks: { available: [brand], preferred: null },
        regulated_status: "unregulated",
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: unixNow(),
      customer: null,
      livemode: false,
      metadata: {},
      radar_options: {},
      type: "card",
    },
  };
}

/**
 * Validates `card[number|exp_month|exp_year|cvc]` the way the Stripe API does when a card
 * PaymentMethod is created (402 card_error with `param` for bad numbers/dates/CVCs).
 * `paramPrefix` is e.g. `payment_method_data[card]` for messages about missing params.
 */
export function paymentMethodFromCardParams(
  card: FormReader | undefined,
  billing: FormReader | undefined,
  paramPrefix: string,
  fingerprintKey: string,
  now: Date = new Date(),
): StoredPaymentMethod {
  if (!card) throw missingParam(paramPrefix);
  const rawNumber = card.string("number");
  if (rawNumber === undefined || rawNumber.trim() === "") throw missingParam(`${paramPrefix}[number]`);
  const number = normalizeCardNumber(rawNumber);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    throw cardError("incorrect_number", "Your card number is incorrect.", "number");
  }

  const rawMonth = card.string("exp_month");
  if (rawMonth === undefined || rawMonth.trim() === "") throw missingParam(`${paramPrefix}[exp_month]`);
  const rawYear = card.string("exp_year");
  if (rawYear === undefined || rawYear.trim() === "") throw missingParam(`${paramPrefix}[exp_year]`);

  const month = /^\d{1,2}$/.test(rawMonth.trim()) ? Number(rawMonth.trim()) : NaN;
  if (!(month >= 1 && month <= 12)) {
    throw cardError("invalid_expiry_month", "Your card's expiration month is invalid.", "exp_month");
  }
  let year = /^\d{2}$|^\d{4}$/.test(rawYear.trim()) ? Number(rawYear.trim()) : NaN;
  if (year < 100) year += 2000;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (!(year >= currentYear && year <= currentYear + 50)) {
    throw cardError("invalid_expiry_year", "Your card's expiration year is invalid.", "exp_year");
  }
  if (year === currentYear && month < currentMonth) {
    throw cardError("invalid_expiry_month", "Your card's expiration month is invalid.", "exp_month");
  }

  const cvc = card.string("cvc");
  if (cvc !== undefined && cvc !== "") {
    const expectedLength = cardBrand(number) === "amex" ? /^\d{3,4}$/ : /^\d{3}$/;
    if (!expectedLength.test(cvc.trim())) {
      throw cardError("invalid_cvc", "Your card's security code is invalid.", "cvc");
    }
  }

  return buildPaymentMethod(
    number,
    month,
    year,
    readBillingDetails(billing),
    cvc !== undefined && cvc !== "",
    fingerprintKey,
  );
}

export function testPaymentMethod(id: string, fingerprintKey: string): StoredPaymentMethod | undefined {
  const number = testPaymentMethodNumber(id);
  if (number === undefined) return undefined;
  const stored = buildPaymentMethod(
    number,
    12,
    new Date().getUTCFullYear() + 3,
    readBillingDetails(undefined),
    true,
    fingerprintKey,
  );
  if (id.startsWith("pm_")) stored.paymentMethod.id = id;
  return stored;
}
