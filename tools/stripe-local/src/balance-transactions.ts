/**
 * Balance transactions: what each succeeded Charge adds to the account's balance (less Stripe's
 * card fee) and what each Refund takes back, at the Charge's or Refund's own `created`, under the
 * id the Charge or Refund names in `balance_transaction`. (A dispute's withdrawals are listed on
 * the Dispute, disputes.ts.)
 */
import type { Charge } from "./charges.js";
import type { Refund } from "./refunds.js";

export interface BalanceTransaction {
  id: string;
  object: "balance_transaction";
  amount: number;
  available_on: number;
  created: number;
  currency: string;
  description: string | null;
  fee: number;
  fee_details: { amount: number; currency: string; description: string; type: "stripe_fee" }[];
  net: number;
  reporting_category: "charge" | "refund";
  source: string;
  status: "available" | "pending";
  type: "charge" | "refund";
}

/** Stripe's standard card fee in the US: 2.9 % + 30 cents (rounded to the cent). */
export function cardFee(amount: number): number {
  return Math.round(amount * 0.029) + 30;
}

const TWO_DAYS = 2 * 86_400;

export class BalanceTransactionStore {
  private readonly transactions = new Map<string, BalanceTransaction>();

  /** The Charge's (succeeded Charges have a `balance_transaction` id; failed ones none). */
  forCharge(charge: Charge): void {
    if (!charge.balance_transaction) return;
    const fee = cardFee(charge.amount);
    this.add({
      id: charge.balance_transaction,
      amount: charge.amount,
      created: charge.created,
      currency: charge.currency,
      description: charge.description,
      fee,
      net: charge.amount - fee,
      source: charge.id,
      type: "charge",
    });
  }

  /** The Refund's: its amount back out of the balance (Stripe keeps the charge's fee). */
  forRefund(refund: Refund): void {
    this.add({
      id: refund.balance_transaction,
      amount: -refund.amount,
      created: refund.created,
      currency: refund.currency,
      description: "REFUND FOR CHARGE",
      fee: 0,
      net: -refund.amount,
      source: refund.id,
      type: "refund",
    });
  }

  get(id: string): BalanceTransaction | undefined {
    return this.transactions.get(id);
  }

  /** Oldest first. */
  all(): BalanceTransaction[] {
    return [...this.transactions.values()];
  }

  reset(): void {
    this.transactions.clear();
  }

  private add(
    t: Omit<BalanceTransaction, "object" | "available_on" | "fee_details" | "reporting_category" | "status">,
  ): void {
    this.transactions.set(t.id, {
      ...t,
      object: "balance_transaction",
      available_on: t.created + TWO_DAYS,
      fee_details:
        t.fee > 0
          ? [
              {
                amount: t.fee,
                currency: t.currency,
                description: "Stripe processing fees",
                type: "stripe_fee",
              },
            ]
          : [],
      reporting_category: t.type,
      status: "available",
    });
  }
}
