/** The mails of a purchase (one product line): to the customer as it moves, and to the shop. */
import { formatMoney } from "../currency/currency.js";
import { lineName } from "../product/variants.js";
import type { Cents } from "../core/money.js";
import type { Purchase } from "../purchase/types.js";
import type { MailMessage } from "./outbox.js";
import { MAIL_PATHS, formatMailTime, greet, mailLink, renderMail, type MailContext } from "./render.js";

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
  const money = (cents: Cents) => formatMoney(cents, p.currency ?? "usd");
  if (!o || (!o.shippingCents && !o.taxCents)) return [{ label, value: money(p.priceCents) }];
  return [
    { label: "Shipping", value: money(o.shippingCents ?? 0) },
    { label: "Tax", value: money(o.taxCents ?? 0) },
    { label, value: money(o.totalCents) },
  ];
}

/** What was charged for the purchase: its order's total when the order adds shipping or tax. */
const chargedCents = (p: PurchaseFacts): Cents =>
  p.order && (p.order.shippingCents || p.order.taxCents) ? p.order.totalCents : p.priceCents;

const item = (p: PurchaseFacts) => `${p.productName} × ${p.quantity}`;

/** To the customer: the order is placed, here is how and until when to pay. */
export function purchasePlacedMail(ctx: MailContext, id: string, p: PurchaseFacts): MailMessage {
  return renderMail({
    subject: `Your order: ${item(p)} — please pay by ${formatMailTime(p.holdUntil ?? 0)}`,
    greeting: greet(p.userName),
    lines: [
      { paragraph: "Thank you for your order. We are holding your pieces until you pay." },
      { label: "Product", value: lineName(p) },
      { label: "Quantity", value: String(p.quantity) },
      ...amountLines("Total", p),
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
      ...amountLines("Amount paid", p),
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
      { label: "Amount refunded", value: formatMoney(amountCents, p.currency ?? "usd") },
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
      ...amountLines("Total", p),
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
      ...amountLines("Total", p),
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
