/**
 * Refunds of a PaymentIntent's charge (`POST /v1/refunds` with `payment_intent` or `charge`),
 * with Stripe's errors and the events Stripe sends for them (API versions from 2024-10-28.acacia
 * on): `refund.created` with the Refund and `charge.refunded` with the updated Charge. Card
 * refunds succeed at once here, as they do in Stripe's test mode.
 */
import type { BalanceTransactionStore } from "./balance-transactions.js";
import type { Charge, ChargeStore } from "./charges.js";
import type { Clock } from "./clock.js";
import { invalidRequest, missingParam, resourceMissing, StripeApiError, docUrl } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { newId } from "./ids.js";
import type { RequestContext } from "./payment-intent-types.js";
import type { PaymentIntentService } from "./payment-intents.js";
import { rejectUnknownParams, withParamErrors } from "./params.js";
import { displayMoney } from "./tables/currencies.js";
import { REFUND_CREATE_PARAMS } from "./tables/parameters.js";

export type RefundReason = "duplicate" | "fraudulent" | "requested_by_customer";
const REASONS: readonly RefundReason[] = ["duplicate", "fraudulent", "requested_by_customer"];

export interface Refund {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  destination_details: {
    card?: { reference_status: "pending"; reference_type: "acquirer_reference_number"; type: "refund" };
    sepa_debit?: Record<string, never>;
    type: "card" | "sepa_debit";
  };
  metadata: Record<string, string>;
  payment_intent: string;
  reason: RefundReason | null;
  receipt_number: null;
  source_transfer_reversal: null;
  /** A SEPA refund is `pending` first, then `succeeded` (on the server's clock, as its debits). */
  status: "succeeded" | "pending";
  transfer_reversal: null;
}

/** What a refund changes; the app turns it into webhook Events. */
export interface RefundEmission {
  type: "refund.created" | "charge.refunded" | "refund.updated" | "charge.refund.updated";
  object: Refund | Charge;
  previousAttributes?: Record<string, unknown>;
}

export type RefundEmitFn = (emission: RefundEmission, paymentIntentId: string, ctx: RequestContext) => void;

export interface RefundServiceOptions {
  intents: PaymentIntentService;
  charges: ChargeStore;
  clock: Clock;
  balance: BalanceTransactionStore;
  emit: RefundEmitFn;
}

/** How long a SEPA refund stays `pending` on the server's clock (the stand-in's choice: as a delayed debit). */
export const SEPA_REFUND_SECONDS = 180;

export class RefundService {
  private readonly refunds = new Map<string, Refund>();
  private readonly pending = new Map<string, { dueAt: number; ctx: RequestContext }>();

  constructor(private readonly options: RefundServiceOptions) {}

  reset(): void {
    this.refunds.clear();
    this.pending.clear();
  }

  /** Pending SEPA refunds that are due succeed: `refund.updated` and `charge.refund.updated`. */
  settleDue(): void {
    const now = this.options.clock.now();
    for (const [id, { dueAt }] of [...this.pending]) if (dueAt <= now) this.settleNow(id);
  }

  /**
   * One pending SEPA refund succeeds now, as if its delay had passed (`POST /_local/refunds/:id/settle`:
   * a test settles its own without moving the shared clock). False when it is not pending.
   */
  settleNow(id: string): boolean {
    const pending = this.pending.get(id);
    const refund = this.refunds.get(id);
    if (!pending || !refund) return false;
    this.pending.delete(id);
    refund.status = "succeeded";
    const previousAttributes = { status: "pending" };
    for (const type of ["refund.updated", "charge.refund.updated"] as const) {
      this.options.emit(
        { type, object: structuredClone(refund), previousAttributes },
        refund.payment_intent,
        pending.ctx,
      );
    }
    return true;
  }

  get(id: string): Refund | undefined {
    return this.refunds.get(id);
  }

  /** Local only: a refund made before this server started (planting.ts); the charge is updated by the caller. */
  plant(refund: Refund): void {
    this.refunds.set(refund.id, refund);
  }

  retrieve(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw resourceMissing("refund", id);
    return structuredClone(refund);
  }

  /** Every Refund (live objects), in creation order. */
  all(): Refund[] {
    return [...this.refunds.values()];
  }

  create(reader: FormReader, ctx: RequestContext): Refund {
    return withParamErrors(() => {
      rejectUnknownParams(reader, REFUND_CREATE_PARAMS);
      const paymentIntentId = reader.nonEmptyString("payment_intent");
      const chargeId = reader.nonEmptyString("charge");
      if (paymentIntentId === undefined && chargeId === undefined) {
        throw invalidRequest(
          "One of the following params should be provided for this request: payment_intent or charge.",
        );
      }
      const charge = this.refundableCharge(paymentIntentId, chargeId);
      const amount = readRefundAmount(reader, charge);
      const reason = reader.nonEmptyString("reason");
      if (reason !== undefined && !isRefundReason(reason)) {
        throw invalidRequest(`Invalid reason: must be one of ${REASONS.join(", ")}`, "reason");
      }
      const refund = this.newRefund(reader, charge, amount, reason ?? null);
      if (charge.payment_method_details.type === "sepa_debit") {
        refund.status = "pending";
        refund.destination_details = { sepa_debit: {}, type: "sepa_debit" };
        this.pending.set(refund.id, { dueAt: this.options.clock.now() + SEPA_REFUND_SECONDS, ctx });
      }
      const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      this.refunds.set(refund.id, refund);
      this.options.balance.forRefund(refund);
      const emit = this.options.emit;
      emit({ type: "refund.created", object: structuredClone(refund) }, charge.payment_intent, ctx);
      emit(
        { type: "charge.refunded", object: structuredClone(charge), previousAttributes: previous },
        charge.payment_intent,
        ctx,
      );
      return structuredClone(refund);
    });
  }

  private newRefund(reader: FormReader, charge: Charge, amount: number, reason: RefundReason | null): Refund {
    const metadata = reader.object("metadata");
    return newRefund({
      id: newId("re"),
      charge,
      amount,
      created: this.options.clock.now(),
      reason,
      metadata: metadata
        ? Object.fromEntries(
            metadata.keys().flatMap((k) => {
              const v = metadata.string(k);
              return v === undefined || v === "" ? [] : [[k, v] as const];
            }),
          )
        : {},
    });
  }

  private refundableCharge(paymentIntentId: string | undefined, chargeId: string | undefined): Charge {
    if (paymentIntentId !== undefined) {
      const paymentIntent = this.options.intents.get(paymentIntentId);
      if (!paymentIntent) throw resourceMissing("payment_intent", paymentIntentId, "payment_intent");
      const latest = paymentIntent.latest_charge
        ? this.options.charges.get(paymentIntent.latest_charge)
        : undefined;
      if (paymentIntent.status !== "succeeded" || !latest || latest.status !== "succeeded") {
        throw invalidRequest(
          `This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`,
          "payment_intent",
        );
      }
      if (chargeId !== undefined && chargeId !== latest.id) {
        throw invalidRequest(
          `Charge ${chargeId} does not belong to PaymentIntent ${paymentIntentId}.`,
          "charge",
        );
      }
      return latest;
    }
    const id = chargeId ?? "";
    const charge = this.options.charges.get(id);
    if (!charge) throw resourceMissing("charge", id, "charge");
    if (charge.status !== "succeeded") {
      throw invalidRequest(
        `This PaymentIntent (${charge.payment_intent}) does not have a successful charge to refund.`,
        "charge",
      );
    }
    return charge;
  }
}

/** A succeeded card refund of `charge` (its balance transaction's id included). */
export function newRefund(r: {
  id: string;
  charge: Charge;
  amount: number;
  created: number;
  reason?: RefundReason | null;
  metadata?: Record<string, string>;
}): Refund {
  return {
    id: r.id,
    object: "refund",
    amount: r.amount,
    balance_transaction: newId("txn"),
    charge: r.charge.id,
    created: r.created,
    currency: r.charge.currency,
    destination_details: {
      card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
      type: "card",
    },
    metadata: r.metadata ?? {},
    payment_intent: r.charge.payment_intent,
    reason: r.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
}

function isRefundReason(value: string): value is RefundReason {
  return (REASONS as readonly string[]).includes(value);
}

/** `amount` (default: what is left), checked against what is left to refund on the charge. */
function readRefundAmount(reader: FormReader, charge: Charge): number {
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining <= 0) {
    throw new StripeApiError(400, {
      type: "invalid_request_error",
      code: "charge_already_refunded",
      doc_url: docUrl("charge_already_refunded"),
      message: `Charge ${charge.id} has already been refunded.`,
    });
  }
  if (!reader.has("amount") || reader.string("amount") === "") return remaining;
  const requested = reader.integer("amount");
  if (requested === undefined) throw missingParam("amount");
  if (requested < 1) {
    throw invalidRequest(
      "This value must be greater than or equal to 1.",
      "amount",
      "parameter_invalid_integer",
    );
  }
  if (requested > remaining) {
    throw invalidRequest(
      `Refund amount (${displayMoney(requested, charge.currency)}) is greater than unrefunded amount on charge (${displayMoney(remaining, charge.currency)})`,
      "amount",
      "amount_too_large",
    );
  }
  return requested;
}
