/**
 * Charge objects, as Stripe creates them behind a PaymentIntent: one per confirmation attempt that
 * reached the card network (succeeded or failed). `latest_charge` on the PaymentIntent is its id.
 */
import type { BillingDetails, CardDecline, PaymentMethodType, StoredPaymentMethod } from "./cards.js";
import { newId } from "./ids.js";

export interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  application: null;
  application_fee: null;
  application_fee_amount: null;
  balance_transaction: string | null;
  billing_details: BillingDetails;
  calculated_statement_descriptor: string;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  disputed: boolean;
  failure_balance_transaction: null;
  failure_code: string | null;
  failure_message: string | null;
  fraud_details: Record<string, never>;
  livemode: false;
  metadata: Record<string, string>;
  on_behalf_of: null;
  outcome: {
    network_status: "approved_by_network" | "declined_by_network";
    reason: string | null;
    risk_level: "normal";
    seller_message: string;
    type: "authorized" | "issuer_declined";
  };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    card?: {
      brand: string;
      country: string;
      exp_month: number;
      exp_year: number;
      fingerprint: string;
      funding: string;
      last4: string;
      network: string;
    };
    ideal?: { bank: string | null; bic: string | null };
    bancontact?: Record<string, never>;
    sepa_debit?: { bank_code: string; country: string; fingerprint: string; last4: string; mandate: string };
    type: PaymentMethodType;
  };
  receipt_email: string | null;
  receipt_url: null;
  refunded: boolean;
  review: null;
  shipping: null;
  source_transfer_reversal: null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  /** `pending` while a debit (SEPA) is processing. */
  status: "succeeded" | "failed" | "pending";
  transfer_data: null;
  transfer_group: string | null;
}

export interface ChargeSource {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  transfer_group: string | null;
}

export function buildCharge(
  paymentIntent: ChargeSource,
  method: StoredPaymentMethod,
  decline: CardDecline | null,
  created: number,
): Charge {
  return {
    id: newId("ch"),
    object: "charge",
    amount: paymentIntent.amount,
    amount_captured: decline ? 0 : paymentIntent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: decline ? null : newId("txn"),
    billing_details: structuredClone(method.paymentMethod.billing_details),
    calculated_statement_descriptor: "STRIPE-LOCAL",
    captured: !decline,
    created,
    currency: paymentIntent.currency,
    customer: paymentIntent.customer,
    description: paymentIntent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline ? decline.code : null,
    failure_message: decline ? decline.message : null,
    fraud_details: {},
    livemode: false,
    metadata: { ...paymentIntent.metadata },
    on_behalf_of: null,
    outcome: decline
      ? {
          network_status: "declined_by_network",
          reason: decline.declineCode,
          risk_level: "normal",
          seller_message: "The bank did not return any further details with this decline.",
          type: "issuer_declined",
        }
      : {
          network_status: "approved_by_network",
          reason: null,
          risk_level: "normal",
          seller_message: "Payment complete.",
          type: "authorized",
        },
    paid: !decline,
    payment_intent: paymentIntent.id,
    payment_method: method.paymentMethod.id,
    payment_method_details: methodDetails(method),
    receipt_email: paymentIntent.receipt_email,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source_transfer_reversal: null,
    statement_descriptor: paymentIntent.statement_descriptor,
    statement_descriptor_suffix: paymentIntent.statement_descriptor_suffix,
    status: decline ? "failed" : "succeeded",
    transfer_data: null,
    transfer_group: paymentIntent.transfer_group,
  };
}

/** What the Charge says of the method that paid (a SEPA debit names its mandate). */
function methodDetails({ paymentMethod: pm }: StoredPaymentMethod): Charge["payment_method_details"] {
  const { card, sepa_debit: sepa } = pm;
  if (card) {
    const { brand, country, exp_month, exp_year, fingerprint, funding, last4 } = card;
    return {
      card: { brand, country, exp_month, exp_year, fingerprint, funding, last4, network: brand },
      type: "card",
    };
  }
  if (sepa) {
    const { bank_code, country, fingerprint, last4 } = sepa;
    return {
      sepa_debit: { bank_code, country, fingerprint, last4, mandate: newId("mandate") },
      type: pm.type,
    };
  }
  if (pm.ideal) return { ideal: { ...pm.ideal }, type: pm.type };
  return { bancontact: {}, type: pm.type };
}

/** Every Charge made, in creation order (refunds change them in place). */
export class ChargeStore {
  private readonly charges = new Map<string, Charge>();

  add(charge: Charge): void {
    this.charges.set(charge.id, charge);
  }

  /** The live Charge. */
  get(id: string): Charge | undefined {
    return this.charges.get(id);
  }

  /** Oldest first. */
  all(): Charge[] {
    return [...this.charges.values()];
  }

  reset(): void {
    this.charges.clear();
  }
}
