/**
 * The bank methods beside cards: iDEAL and Bancontact (a redirect to the bank's test page) and
 * SEPA Direct Debit (`processing`, then an outcome). The SEPA test accounts and their
 * PaymentMethod ids are Stripe's own (docs.stripe.com/testing, "SEPA Direct Debit"): the IBAN (or
 * `pm_sepaDebit_…`) chooses the outcome, "after at least three minutes" for the delayed ones.
 */
import { createHmac } from "node:crypto";
import {
  readBillingDetails,
  type BankBehaviour,
  type CardDecline,
  type PaymentMethod,
  type PaymentMethodType,
  type StoredPaymentMethod,
} from "./cards.js";
import { invalidRequest, missingParam } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { newId, unixNow } from "./ids.js";

export const BANK_METHOD_TYPES = ["ideal", "bancontact", "sepa_debit"] as const;
export type BankMethodType = (typeof BANK_METHOD_TYPES)[number];
export const SUPPORTED_METHOD_TYPES: readonly PaymentMethodType[] = ["card", ...BANK_METHOD_TYPES];

export function isBankMethodType(type: string): type is BankMethodType {
  return (BANK_METHOD_TYPES as readonly string[]).includes(type);
}

/** "After at least three minutes" (Stripe's words), on the server's clock. */
export const SEPA_DELAY_SECONDS = 180;

const INSUFFICIENT_FUNDS: CardDecline = {
  code: "insufficient_funds",
  declineCode: "insufficient_funds",
  message: "The customer's account has insufficient funds to cover this payment.",
};
const DEBIT_FAILED: CardDecline = {
  code: "payment_method_provider_decline",
  declineCode: "generic_decline",
  message: "The customer's bank account could not be debited.",
};

type Debit = Extract<BankBehaviour, { kind: "debit" }>;
const debit = (outcome: Debit["outcome"], delayed = false, failure?: CardDecline): Debit => ({
  kind: "debit",
  outcome,
  delaySeconds: delayed ? SEPA_DELAY_SECONDS : 0,
  ...(failure ? { failure } : {}),
});

/** Stripe's German test IBANs, their `pm_sepaDebit_…` ids and outcomes. */
export const SEPA_TEST_ACCOUNTS: readonly { iban: string; pm: string; behaviour: Debit }[] = [
  { iban: "DE89370400440532013000", pm: "pm_sepaDebit_success_de", behaviour: debit("succeed") },
  {
    iban: "DE08370400440532013003",
    pm: "pm_sepaDebit_successDelayed_de",
    behaviour: debit("succeed", true),
  },
  {
    iban: "DE62370400440532013001",
    pm: "pm_sepaDebit_failed_de",
    behaviour: debit("fail", false, DEBIT_FAILED),
  },
  {
    iban: "DE78370400440532013004",
    pm: "pm_sepaDebit_failedDelayed_de",
    behaviour: debit("fail", true, DEBIT_FAILED),
  },
  { iban: "DE35370400440532013002", pm: "pm_sepaDebit_disputed_de", behaviour: debit("dispute") },
  {
    iban: "DE65370400440002222227",
    pm: "pm_sepaDebit_insufficientFunds_de",
    behaviour: debit("fail", false, INSUFFICIENT_FUNDS),
  },
];

export function normalizeIban(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

/** ISO 13616's check: the number mod 97 is 1. */
export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

function basePaymentMethod(type: BankMethodType, billing: FormReader | undefined): PaymentMethod {
  return {
    id: newId("pm"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: readBillingDetails(billing),
    created: unixNow(),
    customer: null,
    livemode: false,
    metadata: {},
    radar_options: {},
    type,
  };
}

function sepaMethod(iban: string, billing: FormReader | undefined, key: string): StoredPaymentMethod {
  const known = SEPA_TEST_ACCOUNTS.find((a) => a.iban === iban);
  const pm = basePaymentMethod("sepa_debit", billing);
  pm.sepa_debit = {
    bank_code: iban.slice(4, 12),
    branch_code: "",
    country: iban.slice(0, 2),
    fingerprint: createHmac("sha256", key).update(iban).digest("base64url").slice(0, 16),
    generated_from: { charge: null, setup_attempt: null },
    last4: iban.slice(-4),
  };
  // Any other valid IBAN succeeds, as the first test account does.
  return { paymentMethod: pm, number: "", bank: known?.behaviour ?? debit("succeed") };
}

/** A bank PaymentMethod from `type` and its hash (`sepa_debit[iban]`, `ideal[bank]`). */
export function bankPaymentMethod(
  type: BankMethodType,
  data: FormReader,
  prefix: string,
  fingerprintKey: string,
): StoredPaymentMethod {
  const billing = data.object("billing_details");
  if (type === "sepa_debit") {
    const param = prefix ? `${prefix}[sepa_debit][iban]` : "sepa_debit[iban]";
    const raw = data.object("sepa_debit")?.string("iban");
    if (raw === undefined || raw.trim() === "") throw missingParam(param);
    const iban = normalizeIban(raw);
    if (!ibanValid(iban))
      throw invalidRequest("The IBAN you provided is invalid.", param, "invalid_bank_account_iban");
    return sepaMethod(iban, billing, fingerprintKey);
  }
  const pm = basePaymentMethod(type, billing);
  if (type === "ideal") pm.ideal = { bank: data.object("ideal")?.nonEmptyString("bank") ?? null, bic: null };
  else pm.bancontact = {};
  return { paymentMethod: pm, number: "", bank: { kind: "redirect" } };
}

/** `pm_sepaDebit_success_de` and the other test ids of SEPA accounts. */
export function testBankPaymentMethod(id: string, fingerprintKey: string): StoredPaymentMethod | undefined {
  const account = SEPA_TEST_ACCOUNTS.find((a) => a.pm === id);
  if (!account) return undefined;
  const stored = sepaMethod(account.iban, undefined, fingerprintKey);
  stored.paymentMethod.id = id;
  return stored;
}
