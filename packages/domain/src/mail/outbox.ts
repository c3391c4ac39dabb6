/**
 * The mail outbox: the documents of the `mail` collection (the shape of Firebase's Trigger Email
 * extension: `to`, `replyTo`, `message { subject, text, html }`, `delivery`), the admin list's
 * query, the kinds of mail and the delivery policy (attempts, backoff, lease). Pure: the functions
 * write these documents in the same transaction as the change they report, and the sender
 * (functions/src/mail/delivery.ts) delivers them.
 */
import { z } from "zod";
import { DATE_ORDER, listFilterFields, type Searchable } from "../search/search.js";

export const MAIL_COLLECTION = "mail";

/**
 * HELD: a customer mail waiting for its address to be verified (sent once it is; issue 22), so the
 * shop never mails an address nobody proved to own.
 */
export const MAIL_STATES = ["PENDING", "PROCESSING", "SUCCESS", "ERROR", "HELD"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What a mail reports (kept beside the Trigger Email fields, for the outbox and the tests). */
/** GET /mail?state= (admin outbox). */
/** GET /mail (admin): `?state=&q=&from=&to=`. */
export const mailListQuerySchema = z
  .object(listFilterFields(MAIL_STATES))
  .strict()
  .refine(DATE_ORDER.check, DATE_ORDER.message);

/** POST /mail/:id/retry takes no body (an empty JSON object at most). */
export const mailResendSchema = z.object({}).strict();

export const MAIL_KINDS = [
  "purchase-placed",
  "payment-received",
  "purchase-shipped",
  "purchase-refunded",
  "purchase-expired",
  "purchase-cancelled",
  "shop-paid-order",
  "shop-reconciliation",
  "shop-contact-message",
  "order-placed",
  "order-paid",
  "order-cancelled",
  "order-expired",
  "order-processing",
  "order-payment-failed",
  "shop-duplicate-payment",
  "shop-late-payment",
  "shop-low-stock",
  "shop-dispute-opened",
  "shop-dispute-reminder",
  "return-requested",
  "return-approved",
  "return-rejected",
  "return-received",
  "return-refunded",
  "shop-return-requested",
  "shop-refund-approval-requested",
  "shop-refund-approval-decided",
  "consent-confirm",
  "marketing-welcome",
  "cart-reminder",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Marketing mail (issue 50): only to a customer who confirmed, each with List-Unsubscribe headers. */
export const MARKETING_MAIL_KINDS: readonly MailKind[] = ["marketing-welcome", "cart-reminder"];

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MailDeliveryInfo {
  messageId: string | null;
  accepted: string[];
  rejected: string[];
  response: string | null;
}

export interface MailDelivery {
  state: MailState;
  /** Sending attempts so far (each try to reach the SMTP server counts). */
  attempts: number;
  startTime: number | null;
  endTime: number | null;
  /** The last error; kept when the mail ends in ERROR. */
  error: string | null;
  info: MailDeliveryInfo | null;
}

/**
 * A file a mail carries, named rather than stored: the sender asks the source registered under
 * `source` (e.g. "invoice") for the file `id` when it sends the mail.
 */
export interface MailAttachmentRef {
  source: string;
  id: string;
}

export interface Mail extends Searchable {
  to: string;
  replyTo: string | null;
  message: MailMessage;
  delivery: MailDelivery;
  kind: MailKind;
  /** The purchase it is about, if any. */
  purchaseId: string | null;
  /** The order of several lines it is about, if any. */
  orderId?: string | null;
  createdAt: number;
  /** Set on a failed mail an admin sent again: the id of the new mail. */
  resentAs?: string | null;
  /** Files resolved when sending (absent: none). */
  attachments?: MailAttachmentRef[];
  /**
   * "<source>:<id>" of an attachment not made yet: the mail waits PENDING until its source
   * releases it (or the lost-mail sweep tries again).
   */
  waitingFor?: string | null;
  /** Extra headers (a marketing mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** The most attempts one mail gets; temporary failures wait `mailRetryDelayMs` between them. */
export const MAIL_MAX_ATTEMPTS = 4;

/** Backoff before attempt `attempt + 1` (1 s, 2 s, 4 s … capped at 30 s). */
export function mailRetryDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * How long a mail may wait before the sweep takes it over: still PENDING this long after it was
 * written (its trigger never ran), or PROCESSING this long after a sender claimed it (a sender
 * runs for 2 minutes at most, so that one died).
 */
export const MAIL_LEASE_MS = 10 * 60_000;

/** Whether a mail was lost by its sender and should be sent by the sweep (pure). */
export function isMailAbandoned(mail: Pick<Mail, "delivery" | "createdAt">, now: number): boolean {
  const { state, startTime } = mail.delivery;
  if (state === "PENDING") return now - mail.createdAt >= MAIL_LEASE_MS;
  if (state === "PROCESSING") return startTime === null || now - startTime >= MAIL_LEASE_MS;
  return false;
}

export function pendingDelivery(): MailDelivery {
  return { state: "PENDING", attempts: 0, startTime: null, endTime: null, error: null, info: null };
}
