/**
 * Outgoing mail as data: each mail is a `mail/{id}` document in the Trigger Email extension's
 * shape, created INSIDE the transaction of the change it reports, so each event mails exactly
 * once and a rolled-back change mails nothing. The `sendMail` function delivers each new one
 * (delivery.ts); an order or a payment never waits for, or fails with, the mail.
 */
import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import {
  orderCancelledMail,
  orderExpiredMail,
  orderPaidMail,
  orderPaymentFailedMail,
  orderProcessingMail,
  orderPlacedMail,
  pendingDelivery,
  shopPaidMultiOrderMail,
  type Order,
  purchaseCancelledMail,
  purchaseExpiredMail,
  purchasePlacedMail,
  purchaseRefundedMail,
  purchaseShippedMail,
  paymentReceivedMail,
  shopPaidOrderMail,
  type Cents,
  type MailAnswer,
  type MailContext,
  type MailAttachmentRef,
  type MailKind,
  type MailMessage,
  type MailOrderTotals,
  type ListFilters,
  mailSearchTerms,
  type MailState,
  type Purchase,
  CONSENT_PATHS,
  MARKETING_MAIL_KINDS,
  listUnsubscribeHeaders,
} from "@shop/domain";
import { SHOP_EMAIL, shopUrl } from "../platform/config.js";
import { AppError } from "../platform/app-error.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import type { Caller } from "../platform/caller.js";
import { mailCol } from "./data.js";
import { inTransaction } from "../platform/firestore.js";
import { readQuery, txRead } from "../platform/reads.js";
import { filteredQuery, rowMatches, withoutSearchFields } from "../platform/search-index.js";

/** The most mails GET /mail answers (newest first). */
export const MAIL_LIST_CAP = 100;
export const MAIL_NOT_FOUND = "Mail not found";
export const MAIL_NOT_FAILED = "Only a mail that failed can be sent again";
export const MAIL_ALREADY_RESENT = "This mail has already been sent again";

export interface NewMail {
  to: string;
  replyTo?: string | null;
  message: MailMessage;
  kind: MailKind;
  purchaseId?: string | null;
  orderId?: string | null;
  attachments?: MailAttachmentRef[];
  headers?: Record<string, string>;
}

export function mailContext(): MailContext {
  return { shopUrl: shopUrl() };
}

export function shopEmail(): string {
  return SHOP_EMAIL.value();
}

/** What a mail is written with: the transaction or the atomic batch of the change it reports. */
export type MailWriter = Transaction | WriteBatch;

/** Adds a mail to the transaction or batch (a purchase without an email address gets none). */
export function queueMail(tx: MailWriter, mail: NewMail): void {
  if (!mail.to) return;
  const ref = mailCol.doc();
  tx.create(ref, {
    searchTerms: mailSearchTerms(ref.id, mail),
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    message: mail.message,
    kind: mail.kind,
    purchaseId: mail.purchaseId ?? null,
    ...(mail.orderId ? { orderId: mail.orderId } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    delivery: pendingDelivery(),
    createdAt: Date.now(),
  });
}

/**
 * Queues a marketing mail (issue 50): it carries List-Unsubscribe and List-Unsubscribe-Post
 * (RFC 8058) with the customer's one-click withdrawal address. The caller checks the consent.
 */
export function queueMarketingMail(
  tx: MailWriter,
  mail: { to: string; message: MailMessage; kind: MailKind; unsubscribeToken: string },
): void {
  if (!MARKETING_MAIL_KINDS.includes(mail.kind)) throw new Error(`${mail.kind} is not a marketing mail`);
  const url = `${shopUrl()}${CONSENT_PATHS.unsubscribe(mail.unsubscribeToken)}`;
  queueMail(tx, {
    to: mail.to,
    message: mail.message,
    kind: mail.kind,
    headers: listUnsubscribeHeaders(url),
  });
}

/** The customer's mail about one purchase event (the purchase as it is after the change). */
export type PurchaseMail =
  | { kind: "purchase-placed" }
  | { kind: "payment-received" }
  | { kind: "purchase-shipped" }
  | { kind: "purchase-refunded"; amountCents: Cents; why?: string }
  | { kind: "purchase-expired" }
  | { kind: "purchase-cancelled" };

function customerMessage(
  id: string,
  p: Purchase & { order?: MailOrderTotals | undefined },
  e: PurchaseMail,
): MailMessage {
  const ctx = mailContext();
  switch (e.kind) {
    case "purchase-placed":
      return purchasePlacedMail(ctx, id, p);
    case "payment-received":
      return paymentReceivedMail(ctx, p);
    case "purchase-shipped":
      return purchaseShippedMail(ctx, p);
    case "purchase-refunded":
      return purchaseRefundedMail(ctx, p, e.amountCents, e.why);
    case "purchase-expired":
      return purchaseExpiredMail(ctx, p);
    case "purchase-cancelled":
      return purchaseCancelledMail(ctx, p);
  }
}

/**
 * Queues the customer's mail for a purchase event; a payment also tells the shop. `order`: the
 * purchase page's order of this line, whose shipping, tax and total the mail shows.
 */
export function queuePurchaseMail(
  tx: MailWriter,
  id: string,
  line: Purchase,
  event: PurchaseMail,
  order?: MailOrderTotals,
): void {
  const purchase = { ...line, order };
  queueMail(tx, {
    to: purchase.userEmail,
    message: customerMessage(id, purchase, event),
    kind: event.kind,
    purchaseId: id,
    // The invoice, numbered within seconds of the payment, goes with the receipt (invoices area).
    ...(event.kind === "payment-received" ? { attachments: [{ source: "invoice", id }] } : {}),
  });
  if (event.kind === "payment-received") {
    queueMail(tx, {
      to: shopEmail(),
      replyTo: purchase.userEmail,
      message: shopPaidOrderMail(mailContext(), purchase),
      kind: "shop-paid-order",
      purchaseId: id,
    });
  }
}

type OrderMailKind =
  | "order-placed"
  | "order-paid"
  | "order-cancelled"
  | "order-expired"
  | "order-processing"
  | "order-payment-failed";

const ORDER_MAILS: Record<OrderMailKind, (ctx: MailContext, orderId: string, order: Order) => MailMessage> = {
  "order-placed": orderPlacedMail,
  "order-paid": (ctx, _id, order) => orderPaidMail(ctx, order),
  "order-cancelled": (ctx, _id, order) => orderCancelledMail(ctx, order),
  "order-expired": (ctx, _id, order) => orderExpiredMail(ctx, order),
  // A debit on its way and a debit failed (issue 49): every order mails as an order here.
  "order-processing": (ctx, _id, order) => orderProcessingMail(ctx, order),
  "order-payment-failed": orderPaymentFailedMail,
};

/** The customer's mail about an order of several lines; a payment also tells the shop. */
export function queueOrderMail(tx: MailWriter, orderId: string, order: Order, kind: OrderMailKind): void {
  const ctx = mailContext();
  const message = ORDER_MAILS[kind](ctx, orderId, order);
  const purchaseId = order.purchaseIds[0] ?? null;
  const attachments = kind === "order-paid" ? [{ source: "invoice", id: orderId }] : [];
  queueMail(tx, { to: order.userEmail, message, kind, purchaseId, orderId, attachments });
  if (kind === "order-paid") {
    queueMail(tx, {
      to: shopEmail(),
      replyTo: order.userEmail,
      message: shopPaidMultiOrderMail(ctx, order),
      kind: "shop-paid-order",
      purchaseId,
      orderId,
    });
  }
}

/** GET /mail (admin): the newest mails, narrowed by the Outbox filters (`state`: the delivery's). */
export async function listMail(
  filters: ListFilters & { state?: MailState | undefined } = {},
): Promise<MailAnswer[]> {
  const { query, search } = filteredQuery(mailCol, filters, "delivery.state");
  const snap = await readQuery(query.limit(MAIL_LIST_CAP));
  return snap.docs
    .filter((d) => rowMatches(d.data(), search))
    .map((d) => ({ _id: d.id, ...withoutSearchFields(d.data()) }));
}

/**
 * POST /mail/:id/retry (admin): a mail that ended in ERROR is sent again as a new mail (same
 * recipient and message, fresh attempts); the failed one keeps its error and names its copy.
 */
export async function resendMail(actor: Caller, id: string): Promise<{ insertedId: string }> {
  const ref = mailCol.doc(id);
  return inTransaction(async (tx) => {
    const mail = (await txRead(tx, ref)).data();
    if (!mail) throw new AppError("not-found", MAIL_NOT_FOUND);
    if (mail.delivery.state !== "ERROR") throw new AppError("conflict", MAIL_NOT_FAILED);
    if (mail.resentAs) throw new AppError("conflict", MAIL_ALREADY_RESENT);
    const copy = mailCol.doc();
    tx.create(copy, {
      searchTerms: mailSearchTerms(copy.id, mail),
      to: mail.to,
      replyTo: mail.replyTo,
      message: mail.message,
      kind: mail.kind,
      purchaseId: mail.purchaseId,
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      delivery: pendingDelivery(),
      createdAt: Date.now(),
    });
    tx.set(ref, { resentAs: copy.id }, { merge: true });
    recordAudit(tx, actor, {
      kind: "mail-retry",
      path: ref.path,
      before: { state: mail.delivery.state, kind: mail.kind ?? null },
      after: { resentAs: copy.id },
    });
    return { insertedId: copy.id };
  });
}
