/** The mails of a purchase (one product line): to the customer as it moves, and to the shop. */
import { formatMoney } from "../currency/currency.js";
import { mailLinkIn, mailLocale, mailMoney, mailWords } from "./mail-locale.js";
import { lineName } from "../product/variants.js";
import type { Cents } from "../core/money.js";
import type { Purchase } from "../purchase/types.js";
import type { MailMessage } from "./outbox.js";
import { MAIL_PATHS, formatMailTime, mailLink, renderMail, type MailContext } from "./render.js";

type PurchaseFacts = Pick<
  Purchase,
  | "productName"
  | "variantId"
  | "sku"
  | "optionValues"
  | "parts"
  | "quantity"
  | "priceCents"
  | "currency"
  | "locale"
  | "userName"
  | "holdUntil"
  | "transactionId"
  | "carrier"
  | "trackingNumber"
> & {
  /**
   * The order the purchase page placed for this line, when it charges more than the line (its
   * shipping and tax by destination): the mails then show them and the order's total.
   */
  order?: MailOrderTotals | undefined;
};

/** What an order of one line adds to its line's price. */
export interface MailOrderTotals {
  shippingCents?: Cents | undefined;
  taxCents?: Cents | undefined;
  totalCents: Cents;
}

/** The amount lines of a purchase's mail: the line's price, or shipping, tax and the order's total. */
function amountLines(label: string, p: PurchaseFacts): { label: string; value: string }[] {
  const o = p.order;
  const w = mailWords(p);
  if (!o || (!o.shippingCents && !o.taxCents)) return [{ label, value: mailMoney(p, p.priceCents) }];
  return [
    { label: w.shipping, value: mailMoney(p, o.shippingCents ?? 0) },
    { label: w.tax, value: mailMoney(p, o.taxCents ?? 0) },
    { label, value: mailMoney(p, o.totalCents) },
  ];
}

/** What was charged for the purchase: its order's total when the order adds shipping or tax. */
const chargedCents = (p: PurchaseFacts): Cents =>
  p.order && (p.order.shippingCents || p.order.taxCents) ? p.order.totalCents : p.priceCents;

const item = (p: PurchaseFacts) => `${p.productName} × ${p.quantity}`;

/** To the customer: the order is placed, here is how and until when to pay. */
export function purchasePlacedMail(ctx: MailContext, id: string, p: PurchaseFacts): MailMessage {
  const [w, by] = [mailWords(p), formatMailTime(p.holdUntil ?? 0, mailLocale(p))];
  return renderMail(
    {
      subject: w.placed.subject(item(p), by),
      greeting: w.greet(p.userName),
      lines: [
        { paragraph: w.placed.intro },
        { label: w.line.product, value: lineName(p) },
        { label: w.line.quantity, value: String(p.quantity) },
        ...amountLines(w.total, p),
        { label: w.payBy, value: by },
        { paragraph: w.placed.expiry },
      ],
      action: { label: w.placed.action, href: mailLinkIn(ctx, p, MAIL_PATHS.pay(id)) },
    },
    mailLocale(p),
  );
}

/** To the customer: the receipt. */
export function paymentReceivedMail(ctx: MailContext, p: PurchaseFacts): MailMessage {
  const w = mailWords(p);
  return renderMail(
    {
      subject: w.paid.subject(item(p)),
      greeting: w.greet(p.userName),
      lines: [
        { paragraph: w.line.paidIntro },
        { label: w.line.product, value: item(p) },
        ...amountLines(w.amountPaid, p),
        { label: w.transactionId, value: p.transactionId ?? "" },
      ],
      action: { label: w.seeOrders, href: mailLinkIn(ctx, p, MAIL_PATHS.orders) },
    },
    mailLocale(p),
  );
}

/** To the customer: the parcel left, with its carrier and tracking number when given. */
export function purchaseShippedMail(ctx: MailContext, p: PurchaseFacts): MailMessage {
  const w = mailWords(p);
  return renderMail(
    {
      subject: w.line.shipped.subject(item(p)),
      greeting: w.greet(p.userName),
      lines: [
        { paragraph: w.line.shipped.intro },
        { label: w.line.product, value: item(p) },
        ...(p.carrier ? [{ label: w.line.shipped.carrier, value: p.carrier }] : []),
        ...(p.trackingNumber ? [{ label: w.line.shipped.tracking, value: p.trackingNumber }] : []),
      ],
      action: { label: w.seeOrders, href: mailLinkIn(ctx, p, MAIL_PATHS.orders) },
    },
    mailLocale(p),
  );
}

/** To the customer: money given back (`why` says when it was not the shop's decision). */
export function purchaseRefundedMail(
  ctx: MailContext,
  p: PurchaseFacts,
  amountCents: Cents,
  why?: string,
): MailMessage {
  const w = mailWords(p);
  return renderMail(
    {
      subject: w.line.refunded.subject(item(p)),
      greeting: w.greet(p.userName),
      lines: [
        { paragraph: why ?? w.line.refunded.intro },
        { label: w.line.product, value: item(p) },
        { label: w.line.refunded.amount, value: mailMoney(p, amountCents) },
        ...(p.transactionId ? [{ label: w.transactionId, value: p.transactionId }] : []),
        { paragraph: w.line.refunded.bank },
      ],
      action: { label: w.cancelled.action, href: mailLinkIn(ctx, p, MAIL_PATHS.history) },
    },
    mailLocale(p),
  );
}

/** To the customer: the hold ended unpaid. */
export function purchaseExpiredMail(ctx: MailContext, p: PurchaseFacts): MailMessage {
  const w = mailWords(p);
  return renderMail(
    {
      subject: w.expired.subject(item(p)),
      greeting: w.greet(p.userName),
      lines: [
        { paragraph: w.expired.intro(formatMailTime(p.holdUntil ?? 0, mailLocale(p))) },
        { label: w.line.product, value: item(p) },
        ...amountLines(w.total, p),
      ],
      action: { label: w.expired.action, href: mailLinkIn(ctx, p, MAIL_PATHS.shop) },
    },
    mailLocale(p),
  );
}

/** To the customer: they cancelled. */
export function purchaseCancelledMail(ctx: MailContext, p: PurchaseFacts): MailMessage {
  const w = mailWords(p);
  return renderMail(
    {
      subject: w.cancelled.subject(item(p)),
      greeting: w.greet(p.userName),
      lines: [
        { paragraph: w.cancelled.intro },
        { label: w.line.product, value: item(p) },
        ...amountLines(w.total, p),
      ],
      action: { label: w.cancelled.action, href: mailLinkIn(ctx, p, MAIL_PATHS.history) },
    },
    mailLocale(p),
  );
}

/** To the shop: a new paid order to ship. */
export function shopPaidOrderMail(
  ctx: MailContext,
  p: PurchaseFacts & Pick<Purchase, "userEmail" | "phone" | "address">,
): MailMessage {
  return renderMail({
    subject: `New paid order: ${item(p)} (${formatMoney(chargedCents(p), p.currency ?? "usd")})`,
    greeting: "A new order has been paid and is ready to ship.",
    lines: [
      { label: "Product", value: item(p) },
      ...amountLines("Amount", p),
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
    subject: `Double payment refunded: ${item(p)} (${formatMoney(second.amountCents, p.currency ?? "usd")})`,
    greeting:
      "An order that was already paid was paid a second time. The second payment was refunded automatically.",
    lines: [
      { label: "Product", value: item(p) },
      { label: "Kept payment", value: p.transactionId ?? "" },
      { label: "Refunded payment", value: second.paymentIntentId },
      {
        label: "Refund",
        value: `${second.refundId} (${formatMoney(second.amountCents, p.currency ?? "usd")})`,
      },
      { label: "Customer", value: `${p.userName} <${p.userEmail}>` },
    ],
    action: { label: "Open the payments", href: mailLink(ctx, MAIL_PATHS.adminPayments) },
  });
}
