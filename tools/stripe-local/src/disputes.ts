/**
 * Disputes, as Stripe's test mode makes them: a payment with a dispute test card
 * (`4000 0000 0000 0259`, `pm_card_createDispute`: reason `fraudulent`; `4000 0000 0000 2685`:
 * `product_not_received`) succeeds, then a Dispute opens on its Charge (`needs_response`, the
 * amount withdrawn from the balance) with `charge.dispute.created` and
 * `charge.dispute.funds_withdrawn`. Evidence (`POST /v1/disputes/:id`) is staged, or submitted
 * (`submit`, Stripe's default true): `uncategorized_text` `winning_evidence` closes it as `won`
 * (funds reinstated), `losing_evidence` as `lost`, anything else leaves it `under_review`.
 * `POST /v1/disputes/:id/close` accepts it (`lost`).
 */
import type { Charge, ChargeStore } from "./charges.js";
import type { Clock } from "./clock.js";
import { StripeApiError, docUrl, resourceMissing } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { newId } from "./ids.js";
import type { RequestContext } from "./payment-intent-types.js";
import { applyMetadata, rejectUnknownParams, withParamErrors } from "./params.js";
import { DISPUTE_UPDATE_PARAMS } from "./tables/parameters.js";

export type DisputeStatus =
  | "needs_response"
  | "under_review"
  | "won"
  | "lost"
  | "warning_needs_response"
  | "warning_under_review"
  | "warning_closed";

/** Seconds a test-mode dispute gives the merchant to answer (Stripe's test disputes: about a week). */
export const EVIDENCE_WINDOW_SECONDS = 7 * 24 * 3600;
/** Stripe's dispute fee in the charge's currency (test mode shows 15.00). */
const DISPUTE_FEE = 1500;

/** Evidence fields kept as text (Stripe's file fields are file ids, strings too). */
export const EVIDENCE_FIELDS = [
  "access_activity_log",
  "billing_address",
  "cancellation_policy",
  "cancellation_policy_disclosure",
  "cancellation_rebuttal",
  "customer_communication",
  "customer_email_address",
  "customer_name",
  "customer_purchase_ip",
  "customer_signature",
  "duplicate_charge_documentation",
  "duplicate_charge_explanation",
  "duplicate_charge_id",
  "product_description",
  "receipt",
  "refund_policy",
  "refund_policy_disclosure",
  "refund_refusal_explanation",
  "service_date",
  "service_documentation",
  "shipping_address",
  "shipping_carrier",
  "shipping_date",
  "shipping_documentation",
  "shipping_tracking_number",
  "uncategorized_file",
  "uncategorized_text",
] as const;
type EvidenceField = (typeof EVIDENCE_FIELDS)[number];

/** Card numbers whose successful payment is then disputed, with the dispute's reason. */
const DISPUTE_CARDS: ReadonlyMap<string, string> = new Map([
  ["4000000000000259", "fraudulent"],
  ["4000000000002685", "product_not_received"],
]);

export function disputeReasonForCard(number: string): string | undefined {
  return DISPUTE_CARDS.get(number);
}

interface BalanceTransaction {
  id: string;
  object: "balance_transaction";
  amount: number;
  created: number;
  currency: string;
  fee: number;
  net: number;
  reporting_category: "dispute" | "dispute_reversal";
  status: "available";
  type: "adjustment";
}

export interface Dispute {
  id: string;
  object: "dispute";
  amount: number;
  balance_transactions: BalanceTransaction[];
  charge: string;
  created: number;
  currency: string;
  enhanced_eligibility_types: string[];
  evidence: Record<EvidenceField, string | null>;
  evidence_details: {
    due_by: number | null;
    has_evidence: boolean;
    past_due: boolean;
    submission_count: number;
  };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  status: DisputeStatus;
}

export type DisputeEventType =
  | "charge.dispute.created"
  | "charge.dispute.updated"
  | "charge.dispute.closed"
  | "charge.dispute.funds_withdrawn"
  | "charge.dispute.funds_reinstated";

export interface DisputeServiceOptions {
  charges: ChargeStore;
  clock: Clock;
  emit: (
    type: DisputeEventType,
    dispute: Dispute,
    ctx: RequestContext,
    previousAttributes?: Record<string, unknown>,
  ) => void;
}

const OPEN: readonly DisputeStatus[] = ["needs_response", "warning_needs_response"];

export class DisputeService {
  private readonly disputes = new Map<string, Dispute>();

  constructor(private readonly options: DisputeServiceOptions) {}

  reset(): void {
    this.disputes.clear();
  }

  /** Every Dispute (live objects), in creation order. */
  all(): Dispute[] {
    return [...this.disputes.values()];
  }

  retrieve(id: string): Dispute {
    return structuredClone(this.find(id));
  }

  /** Opens a dispute on a charge just paid with a dispute test card (no-op for other cards). */
  openIfDisputeCard(charge: Charge, cardNumber: string, ctx: RequestContext): void {
    const reason = disputeReasonForCard(cardNumber);
    if (reason !== undefined) this.open(charge, reason, ctx);
  }

  /** Opens a dispute of a succeeded Charge (a dispute test card, or a disputed SEPA test account). */
  open(charge: Charge, reason: string, ctx: RequestContext): void {
    const now = this.options.clock.now();
    const dispute: Dispute = {
      id: newId("dp"),
      object: "dispute",
      amount: charge.amount,
      balance_transactions: [this.transaction(-charge.amount, -DISPUTE_FEE, charge.currency, "dispute")],
      charge: charge.id,
      created: now,
      currency: charge.currency,
      enhanced_eligibility_types: [],
      evidence: Object.fromEntries(EVIDENCE_FIELDS.map((f) => [f, null])) as Dispute["evidence"],
      evidence_details: {
        due_by: now + EVIDENCE_WINDOW_SECONDS,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason,
      status: "needs_response",
    };
    charge.disputed = true;
    this.disputes.set(dispute.id, dispute);
    this.options.emit("charge.dispute.created", structuredClone(dispute), ctx);
    this.options.emit("charge.dispute.funds_withdrawn", structuredClone(dispute), ctx);
  }

  /** `POST /v1/disputes/:id`: evidence and metadata, submitted unless `submit=false`. */
  update(id: string, reader: FormReader, ctx: RequestContext): Dispute {
    return withParamErrors(() => {
      rejectUnknownParams(reader, DISPUTE_UPDATE_PARAMS);
      const dispute = this.find(id);
      const evidence = reader.object("evidence");
      if (evidence && !OPEN.includes(dispute.status)) throw notOpen(dispute);
      const previous = { status: dispute.status, evidence: structuredClone(dispute.evidence) };
      for (const key of evidence?.keys() ?? []) {
        if (!(EVIDENCE_FIELDS as readonly string[]).includes(key)) {
          throw new StripeApiError(400, {
            type: "invalid_request_error",
            code: "parameter_unknown",
            param: `evidence[${key}]`,
            doc_url: docUrl("parameter_unknown"),
            message: `Received unknown parameter: evidence[${key}]`,
          });
        }
        dispute.evidence[key as EvidenceField] = evidence?.nonEmptyString(key) ?? null;
        dispute.evidence_details.has_evidence = true;
      }
      dispute.metadata = applyMetadata(dispute.metadata, reader);
      const submit = reader.boolean("submit") ?? true;
      if (submit && OPEN.includes(dispute.status)) this.submit(dispute, previous, ctx);
      else this.options.emit("charge.dispute.updated", structuredClone(dispute), ctx, previous);
      return structuredClone(dispute);
    });
  }

  /** `POST /v1/disputes/:id/close`: the merchant accepts the dispute; it is lost. */
  close(id: string, ctx: RequestContext): Dispute {
    const dispute = this.find(id);
    if (dispute.status === "lost") return structuredClone(dispute);
    if (!OPEN.includes(dispute.status)) throw notOpen(dispute);
    const previous = { status: dispute.status };
    dispute.status = "lost";
    this.options.emit("charge.dispute.closed", structuredClone(dispute), ctx, previous);
    return structuredClone(dispute);
  }

  /**
   * Local only (tests): moves the evidence deadline, as the network may, and sends
   * `charge.dispute.updated` — e.g. to reach a reminder three days before it without waiting.
   */
  setDeadline(id: string, dueBy: number, ctx: RequestContext): Dispute {
    const dispute = this.find(id);
    const previous = { evidence_details: structuredClone(dispute.evidence_details) };
    dispute.evidence_details.due_by = dueBy;
    this.options.emit("charge.dispute.updated", structuredClone(dispute), ctx, previous);
    return structuredClone(dispute);
  }

  private submit(dispute: Dispute, previous: Record<string, unknown>, ctx: RequestContext): void {
    dispute.evidence_details.submission_count += 1;
    const text = dispute.evidence.uncategorized_text;
    const emit = this.options.emit;
    if (text === "winning_evidence" || text === "losing_evidence") {
      dispute.status = text === "winning_evidence" ? "won" : "lost";
      if (dispute.status === "won") {
        dispute.balance_transactions.push(
          this.transaction(dispute.amount, DISPUTE_FEE, dispute.currency, "dispute_reversal"),
        );
      }
      emit("charge.dispute.closed", structuredClone(dispute), ctx, previous);
      if (dispute.status === "won") emit("charge.dispute.funds_reinstated", structuredClone(dispute), ctx);
      return;
    }
    dispute.status = "under_review";
    emit("charge.dispute.updated", structuredClone(dispute), ctx, previous);
  }

  private find(id: string): Dispute {
    const dispute = this.disputes.get(id);
    if (!dispute) throw resourceMissing("dispute", id);
    return dispute;
  }

  private transaction(
    amount: number,
    fee: number,
    currency: string,
    category: BalanceTransaction["reporting_category"],
  ): BalanceTransaction {
    return {
      id: newId("txn"),
      object: "balance_transaction",
      amount,
      created: this.options.clock.now(),
      currency,
      fee: -fee,
      net: amount + fee,
      reporting_category: category,
      status: "available",
      type: "adjustment",
    };
  }
}

function notOpen(dispute: Dispute): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    code: "dispute_already_closed",
    doc_url: docUrl("dispute_already_closed"),
    message: `This dispute is already ${dispute.status === "under_review" ? "under review" : "closed"} and cannot be updated.`,
  });
}
