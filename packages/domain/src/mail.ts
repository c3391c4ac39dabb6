/**
 * Transactional mail: the documents of the `mail` collection (the shape of Firebase's Trigger
 * Email extension: `to`, `replyTo`, `message { subject, text, html }`, `delivery`) and what each
 * mail says. Pure: the functions write these documents in the same transaction as the change they
 * report, and the sender (functions/src/mail/delivery.ts) delivers them.
 *
 * Amounts are formatted here, once, from cents; times in UTC (the mail does not know the reader's
 * time zone).
 */
import { z } from "zod";
import { formatDollars, type Cents } from "./money.js";
import type { Purchase } from "./types.js";
import { DATE_ORDER, listFilterFields, type Searchable } from "./search.js";

export const MAIL_COLLECTION = "mail";
export const SHOP_NAME = "Gimbal Shop";

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
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

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

/** Where links in the mails point: the shop's public address, without a trailing slash. */
export interface MailContext {
  shopUrl: string;
}

export const MAIL_PATHS = {
  pay: (purchaseId: string) => `/dashboard/payment/${purchaseId}`,
  payOrder: (orderId: string) => `/dashboard/payment/order/${orderId}`,
  orders: "/dashboard",
  history: "/dashboard/history",
  shop: "/shop",
  adminPayments: "/dashboard/allProducts",
  adminMessages: "/dashboard/messages",
  adminReturns: "/dashboard/returns",
} as const;

const UTC_TIME = new Intl.DateTimeFormat("en-US", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "Tuesday, November 24, 2026 at 3:16 PM UTC". */
export function formatMailTime(ms: number): string {
  return `${UTC_TIME.format(ms)} UTC`;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** A line of a mail: a label and its value, or a paragraph. */
export type MailLine = { label: string; value: string } | { paragraph: string };

export interface MailDraft {
  subject: string;
  greeting: string;
  lines: MailLine[];
  action: { label: string; href: string } | null;
}

/** Plain text and HTML (escaped) of one mail, in the shop's one layout. */
export function renderMail(d: MailDraft): MailMessage {
  const text = [
    d.greeting,
    "",
    ...d.lines.map((l) => ("paragraph" in l ? `${l.paragraph}\n` : `${l.label}: ${l.value}`)),
    ...(d.action ? ["", `${d.action.label}: ${d.action.href}`] : []),
    "",
    `— ${SHOP_NAME}`,
  ].join("\n");
  const rows = d.lines
    .map((l) =>
      "paragraph" in l
        ? `<p>${escapeHtml(l.paragraph)}</p>`
        : `<p><strong>${escapeHtml(l.label)}:</strong> ${escapeHtml(l.value)}</p>`,
    )
    .join("\n");
  const action = d.action
    ? `<p><a href="${escapeHtml(d.action.href)}">${escapeHtml(d.action.label)}</a></p>\n`
    : "";
  const html = [
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">`,
    `<h1 style="font-size:18px">${escapeHtml(SHOP_NAME)}</h1>`,
    `<p>${escapeHtml(d.greeting)}</p>`,
    rows,
    action + `<p style="color:#666">— ${escapeHtml(SHOP_NAME)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject: d.subject, text, html };
}

type PurchaseFacts = Pick<
  Purchase,
  | "productName"
  | "quantity"
  | "priceCents"
  | "userName"
  | "holdUntil"
  | "transactionId"
  | "carrier"
  | "trackingNumber"
>;

export const greet = (name: string) => `Hello ${name || "there"},`;
const item = (p: PurchaseFacts) => `${p.productName} × ${p.quantity}`;
export const mailLink = (ctx: MailContext, path: string) => `${ctx.shopUrl}${path}`;

/** To the customer: the order is placed, here is how and until when to pay. */
export function purchasePlacedMail(ctx: MailContext, id: string, p: PurchaseFacts): MailMessage {
  return renderMail({
    subject: `Your order: ${item(p)} — please pay by ${formatMailTime(p.holdUntil ?? 0)}`,
    greeting: greet(p.userName),
    lines: [
      { paragraph: "Thank you for your order. We are holding your pieces until you pay." },
      { label: "Product", value: p.productName },
      { label: "Quantity", value: String(p.quantity) },
      { label: "Total", value: formatDollars(p.priceCents) },
      { label: "Pay by", value: formatMailTime(p.holdUntil ?? 0) },
      { paragraph: "If it is not paid by then, the order expires and the pieces go back on sale." },
    ],
    action: { label: "Pay now", href: mailLink(ctx, MAIL_PATHS.pay(id)) },
  });
}

/** To the customer: the receipt. */
export function paymentReceivedMail(ctx: MailContext, p: PurchaseFacts): MailMessage {
  return renderMail({
    subject: `Payment received: ${item(p)}`,
    greeting: greet(p.userName),
    lines: [
      { paragraph: "We received your payment. We will tell you when your parcel leaves." },
      { label: "Product", value: item(p) },
      { label: "Amount paid", value: formatDollars(p.priceCents) },
      { label: "Transaction id", value: p.transactionId ?? "" },
    ],
    action: { label: "See your orders", href: mailLink(ctx, MAIL_PATHS.orders) },
  });
}

/** To the customer: the parcel left, with its carrier and tracking number when given. */
export function purchaseShippedMail(ctx: MailContext, p: PurchaseFacts): MailMessage {
  return renderMail({
    subject: `Shipped: ${item(p)}`,
    greeting: greet(p.userName),
    lines: [
      { paragraph: "Your order is on its way." },
      { label: "Product", value: item(p) },
      ...(p.carrier ? [{ label: "Carrier", value: p.carrier }] : []),
      ...(p.trackingNumber ? [{ label: "Tracking number", value: p.trackingNumber }] : []),
    ],
    action: { label: "See your orders", href: mailLink(ctx, MAIL_PATHS.orders) },
  });
}

/** To the customer: money given back (`why` says when it was not the shop's decision). */
export function purchaseRefundedMail(
  ctx: MailContext,
  p: PurchaseFacts,
  amountCents: Cents,
  why?: string,
): MailMessage {
  return renderMail({
    subject: `Refunded: ${item(p)}`,
    greeting: greet(p.userName),
    lines: [
      { paragraph: why ?? "Your payment has been refunded." },
      { label: "Product", value: item(p) },
      { label: "Amount refunded", value: formatDollars(amountCents) },
      ...(p.transactionId ? [{ label: "Transaction id", value: p.transactionId }] : []),
      { paragraph: "Your bank shows the refund within 5 to 10 business days." },
    ],
    action: { label: "See your order history", href: mailLink(ctx, MAIL_PATHS.history) },
  });
}

/** To the customer: the hold ended unpaid. */
export function purchaseExpiredMail(ctx: MailContext, p: PurchaseFacts): MailMessage {
  return renderMail({
    subject: `Order expired: ${item(p)}`,
    greeting: greet(p.userName),
    lines: [
      {
        paragraph: `Your order was not paid by ${formatMailTime(p.holdUntil ?? 0)}, so it has expired and nothing was charged.`,
      },
      { label: "Product", value: item(p) },
      { label: "Total", value: formatDollars(p.priceCents) },
    ],
    action: { label: "Order again", href: mailLink(ctx, MAIL_PATHS.shop) },
  });
}

/** To the customer: they cancelled. */
export function purchaseCancelledMail(ctx: MailContext, p: PurchaseFacts): MailMessage {
  return renderMail({
    subject: `Order cancelled: ${item(p)}`,
    greeting: greet(p.userName),
    lines: [
      { paragraph: "Your order is cancelled and nothing was charged." },
      { label: "Product", value: item(p) },
      { label: "Total", value: formatDollars(p.priceCents) },
    ],
    action: { label: "See your order history", href: mailLink(ctx, MAIL_PATHS.history) },
  });
}

/** To the shop: a new paid order to ship. */
export function shopPaidOrderMail(
  ctx: MailContext,
  p: PurchaseFacts & Pick<Purchase, "userEmail" | "phone" | "address">,
): MailMessage {
  return renderMail({
    subject: `New paid order: ${item(p)} (${formatDollars(p.priceCents)})`,
    greeting: "A new order has been paid and is ready to ship.",
    lines: [
      { label: "Product", value: item(p) },
      { label: "Amount", value: formatDollars(p.priceCents) },
      { label: "Transaction id", value: p.transactionId ?? "" },
      { label: "Customer", value: `${p.userName} <${p.userEmail}>` },
      { label: "Phone", value: p.phone },
      { label: "Address", value: p.address },
    ],
    action: { label: "Open the payments", href: mailLink(ctx, MAIL_PATHS.adminPayments) },
  });
}

/**
 * To the shop: a purchase already paid was paid a second time; the second payment was refunded
 * automatically (issue 22), so the customer is charged once.
 */
export function shopDuplicatePaymentMail(
  ctx: MailContext,
  p: PurchaseFacts & Pick<Purchase, "userEmail">,
  second: { paymentIntentId: string; refundId: string; amountCents: number },
): MailMessage {
  return renderMail({
    subject: `Double payment refunded: ${item(p)} (${formatDollars(second.amountCents)})`,
    greeting:
      "An order that was already paid was paid a second time. The second payment was refunded automatically.",
    lines: [
      { label: "Product", value: item(p) },
      { label: "Kept payment", value: p.transactionId ?? "" },
      { label: "Refunded payment", value: second.paymentIntentId },
      { label: "Refund", value: `${second.refundId} (${formatDollars(second.amountCents)})` },
      { label: "Customer", value: `${p.userName} <${p.userEmail}>` },
    ],
    action: { label: "Open the payments", href: mailLink(ctx, MAIL_PATHS.adminPayments) },
  });
}

export interface ContactFacts {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
}

/** To the shop: a contact-form message (the mail's replyTo is the sender). */
export function shopContactMessageMail(ctx: MailContext, m: ContactFacts): MailMessage {
  return renderMail({
    subject: `Contact message from ${m.name}${m.company ? ` (${m.company})` : ""}`,
    greeting: "A new message came through the contact form.",
    lines: [
      { label: "Name", value: m.name },
      { label: "Company", value: m.company || "—" },
      { label: "Email", value: m.email },
      { label: "Phone", value: m.phone || "—" },
      { paragraph: m.message },
    ],
    action: { label: "Open the messages", href: mailLink(ctx, MAIL_PATHS.adminMessages) },
  });
}
