/**
 * Card disputes (chargebacks): what the shop keeps of Stripe's Dispute, its states, the rule that
 * a disputed order is not refunded from the dashboard, the evidence an admin sends, and the mails
 * to the shop. One module for the whole thing; Stripe's events are mapped onto it by
 * `disputeFromStripe` (pure), the functions' disputes area stores and mails it.
 */
import { z } from "zod";
import type { Cents } from "../core/money.js";
import type { Page } from "../core/pagination.js";

export const DISPUTE_COLLECTIONS = {
  /** `disputes/{dp_…}` (server-only): one per Stripe dispute. */
  disputes: "disputes",
} as const;

/** Stripe's dispute statuses. */
export const DISPUTE_STATUSES = [
  "warning_needs_response",
  "warning_under_review",
  "warning_closed",
  "needs_response",
  "under_review",
  "won",
  "lost",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Statuses in which the shop still has to answer (evidence can be sent). */
export const DISPUTE_OPEN_STATUSES: readonly DisputeStatus[] = ["needs_response", "warning_needs_response"];
/** Statuses after which nothing changes any more. */
export const DISPUTE_FINAL_STATUSES: readonly DisputeStatus[] = ["won", "lost", "warning_closed"];
/** The shop is reminded this many days before the evidence deadline when it has not answered. */
export const DISPUTE_REMINDER_DAYS = 3;
/** A Stripe dispute id as the API and the reminder task accept it. */
export const DISPUTE_ID_PATTERN = /^dp_[A-Za-z0-9_]{1,100}$/;
export const DISPUTE_PAGE_SIZE = 20;

export const DISPUTE_MESSAGES = {
  refundRefused: "This order is disputed: answer the dispute instead",
  notFound: "Dispute not found",
  notOpen: "This dispute is no longer waiting for evidence",
  evidenceRequired: "Please write the evidence for the bank",
} as const;

/** What the order (and its purchases) carry: `order.dispute`. */
export interface OrderDispute {
  id: string;
  status: DisputeStatus;
  reason: string;
  amountCents: Cents;
  currency: string;
  /** Epoch ms; null when Stripe gives no deadline. */
  evidenceDueBy: number | null;
}

/** `disputes/{id}`: the shop's record of one dispute. */
export interface DisputeRecord extends OrderDispute {
  orderId: string | null;
  purchaseIds: string[];
  paymentIntentId: string;
  chargeId: string;
  customerEmail: string | null;
  /** Stripe's `created` of the dispute, epoch ms (the list's order). */
  createdAt: number;
  updatedAt: number;
  /** `created` (epoch s) of the newest Stripe event applied: older events change nothing. */
  lastEventAt: number;
  evidenceSubmittedAt: number | null;
  reminderSentAt: number | null;
  closedAt: number | null;
}

/** The Stripe Dispute fields the shop reads (the SDK's type satisfies it). */
export interface StripeDisputeFacts {
  id: string;
  status: string;
  reason: string;
  amount: number;
  currency: string;
  created: number;
  charge: string | { id: string };
  payment_intent: string | { id: string } | null;
  evidence_details: { due_by: number | null };
}

export function isDisputeStatus(value: string): value is DisputeStatus {
  return (DISPUTE_STATUSES as readonly string[]).includes(value);
}

export const isDisputeOpen = (status: DisputeStatus): boolean => DISPUTE_OPEN_STATUSES.includes(status);
export const isDisputeFinal = (status: DisputeStatus): boolean => DISPUTE_FINAL_STATUSES.includes(status);

/**
 * A dashboard refund of an order with a dispute is refused unless the shop won it: the bank has
 * taken (or may take) the money back already, and a refund would pay the customer twice.
 */
export function disputeBlocksRefund(dispute: OrderDispute | null | undefined): boolean {
  return dispute != null && dispute.status !== "won";
}

const idOf = (ref: string | { id: string } | null): string | null =>
  ref === null ? null : typeof ref === "string" ? ref : ref.id;

/** The shop's view of Stripe's Dispute. */
export function disputeFromStripe(
  d: StripeDisputeFacts,
): OrderDispute & { paymentIntentId: string | null; chargeId: string } {
  return {
    id: d.id,
    status: isDisputeStatus(d.status) ? d.status : "needs_response",
    reason: d.reason,
    amountCents: d.amount,
    currency: d.currency.toLowerCase(),
    evidenceDueBy: d.evidence_details.due_by === null ? null : d.evidence_details.due_by * 1000,
    paymentIntentId: idOf(d.payment_intent),
    chargeId: idOf(d.charge) ?? "",
  };
}

/**
 * Whether an event about a dispute the shop holds as `current` should be applied: never one older
 * than the last applied, never one that reopens a final status (events can arrive out of order).
 */
export function disputeEventApplies(
  current: Pick<DisputeRecord, "lastEventAt" | "status"> | null,
  eventCreated: number,
  next: DisputeStatus,
): boolean {
  if (!current) return true;
  if (isDisputeFinal(current.status)) return false;
  if (eventCreated < current.lastEventAt) return false;
  return !(isDisputeOpen(next) && !isDisputeOpen(current.status));
}

/** When the reminder is due: three days before the deadline (epoch ms), or null without one. */
export function disputeReminderAt(d: Pick<OrderDispute, "evidenceDueBy">): number | null {
  return d.evidenceDueBy === null ? null : d.evidenceDueBy - DISPUTE_REMINDER_DAYS * 24 * 3600 * 1000;
}

/** Whether the reminder should still go: open, unanswered, not reminded yet. */
export function disputeNeedsReminder(
  d: Pick<DisputeRecord, "status" | "evidenceSubmittedAt" | "reminderSentAt" | "evidenceDueBy">,
  now: number,
): boolean {
  const at = disputeReminderAt(d);
  return (
    isDisputeOpen(d.status) &&
    d.evidenceSubmittedAt === null &&
    d.reminderSentAt === null &&
    at !== null &&
    at <= now
  );
}

/** POST /disputes/:id/evidence. */
export const disputeEvidenceSchema = z
  .object({
    text: z
      .string({ error: DISPUTE_MESSAGES.evidenceRequired })
      .trim()
      .min(1, DISPUTE_MESSAGES.evidenceRequired)
      .max(20_000, "The evidence can be at most 20,000 characters"),
  })
  .strict();
export type DisputeEvidenceInput = z.infer<typeof disputeEvidenceSchema>;

/** GET /disputes (admin): newest first. */
export type DisputePage = Page<DisputeRecord>;

/** "€50.00" from 5000 and "eur" (the dispute's own currency). */
export function formatMinorUnits(amount: Cents, currency: string): string {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** "2026-12-02" (UTC), the day the evidence is due. */
export const disputeDueDay = (ms: number | null): string =>
  ms === null ? "no deadline given" : new Date(ms).toISOString().slice(0, 10);
