/**
 * The mails of an order of several lines: each lists every line with its quantity and amount,
 * the discount and the total (placed, paid, cancelled, expired), in the layout of render.ts.
 */
import {
  MAIL_PATHS,
  formatMailTime,
  greet,
  mailLink,
  renderMail,
  type MailContext,
  type MailLine,
} from "./render.js";
import type { MailMessage } from "./outbox.js";
import { lineName } from "../product/variants.js";
import { formatMoney } from "../currency/currency.js";
import type { Order } from "../order/record.js";

type OrderFacts = Pick<
  Order,
  | "lines"
  | "subtotalCents"
  | "discountCents"
  | "totalCents"
  | "promoCode"
  | "userName"
  | "holdUntil"
  | "shippingCents"
  | "taxCents"
> &
  Partial<Pick<Order, "transactionId" | "userEmail" | "phone" | "address" | "currency">>;

/** An amount of the order in its currency (USD in the spec's dollar form). */
const money = (o: Pick<Order, "currency">, cents: number) => formatMoney(cents, o.currency ?? "usd");

/** "Gimbal X1 Bundle × 2, Gimbal X12 Bundle × 1" (the subject names the products). */
export function orderItems(o: Pick<Order, "lines">): string {
  return o.lines.map((l) => `${l.productName} × ${l.quantity}`).join(", ");
}

/** Each line with its amount, the discount (when there is one), shipping and tax, and the total. */
function amounts(o: OrderFacts): MailLine[] {
  return [
    ...o.lines.map((l) => ({
      label: `${lineName(l)} × ${l.quantity}`,
      value: money(o, l.priceCents),
    })),
    ...(o.discountCents > 0
      ? [
          { label: "Subtotal", value: money(o, o.subtotalCents) },
          {
            label: `Discount${o.promoCode ? ` (${o.promoCode})` : ""}`,
            value: `−${money(o, o.discountCents)}`,
          },
        ]
      : []),
    // Shipping and tax by destination, when the order has them (orders before them: none).
    ...(o.shippingCents || o.taxCents
      ? [
          { label: "Shipping", value: money(o, o.shippingCents ?? 0) },
          { label: "Tax", value: money(o, o.taxCents ?? 0) },
        ]
      : []),
    { label: "Total", value: money(o, o.totalCents) },
  ];
}

/** To the customer: the order is placed, here is how and until when to pay. */
export function orderPlacedMail(ctx: MailContext, orderId: string, o: OrderFacts): MailMessage {
  return renderMail({
    subject: `Your order: ${orderItems(o)} — please pay by ${formatMailTime(o.holdUntil)}`,
    greeting: greet(o.userName),
    lines: [
      { paragraph: "Thank you for your order. We are holding your pieces until you pay." },
      ...amounts(o),
      { label: "Pay by", value: formatMailTime(o.holdUntil) },
      { paragraph: "If it is not paid by then, the order expires and the pieces go back on sale." },
    ],
    action: { label: "Pay now", href: mailLink(ctx, MAIL_PATHS.payOrder(orderId)) },
  });
}

/** To the customer: the receipt of the whole order. */
export function orderPaidMail(ctx: MailContext, o: OrderFacts): MailMessage {
  return renderMail({
    subject: `Payment received: ${orderItems(o)}`,
    greeting: greet(o.userName),
    lines: [
      { paragraph: "We received your payment. We will tell you when your parcels leave." },
      ...amounts(o),
      { label: "Amount paid", value: money(o, o.totalCents) },
      { label: "Transaction id", value: o.transactionId ?? "" },
    ],
    action: { label: "See your orders", href: mailLink(ctx, MAIL_PATHS.orders) },
  });
}

/** To the customer: a debit (SEPA) is on its way; the order waits for the bank (issue 49). */
export function orderProcessingMail(ctx: MailContext, o: OrderFacts): MailMessage {
  return renderMail({
    subject: `We have your payment instruction: ${orderItems(o)}`,
    greeting: greet(o.userName),
    lines: [
      {
        paragraph:
          "We have your payment instruction. Your bank takes a few days to transfer the money; we keep your pieces meanwhile and write again once it has arrived.",
      },
      ...amounts(o),
    ],
    action: { label: "See your orders", href: mailLink(ctx, MAIL_PATHS.orders) },
  });
}

/** To the customer: the debit failed; the order is unpaid again with a fresh hold (issue 49). */
export function orderPaymentFailedMail(ctx: MailContext, orderId: string, o: OrderFacts): MailMessage {
  return renderMail({
    subject: `Your payment failed: pay again — ${orderItems(o)}`,
    greeting: greet(o.userName),
    lines: [
      { paragraph: "Your payment failed: pay again. Your bank did not transfer the money for this order." },
      ...amounts(o),
      { label: "Pay by", value: formatMailTime(o.holdUntil) },
      { paragraph: "We keep your pieces until then; if it is not paid by then, the order expires." },
    ],
    action: { label: "Pay again", href: mailLink(ctx, MAIL_PATHS.payOrder(orderId)) },
  });
}

/** To the shop: a new paid order of several lines to ship. */
export function shopPaidMultiOrderMail(ctx: MailContext, o: OrderFacts): MailMessage {
  return renderMail({
    subject: `New paid order: ${orderItems(o)} (${money(o, o.totalCents)})`,
    greeting: "A new order has been paid and is ready to ship.",
    lines: [
      ...amounts(o),
      { label: "Transaction id", value: o.transactionId ?? "" },
      { label: "Customer", value: `${o.userName} <${o.userEmail ?? ""}>` },
      { label: "Phone", value: o.phone ?? "" },
      { label: "Address", value: o.address ?? "" },
    ],
    action: { label: "Open the payments", href: mailLink(ctx, MAIL_PATHS.adminPayments) },
  });
}

/** To the customer: they cancelled the order (every line). */
export function orderCancelledMail(ctx: MailContext, o: OrderFacts): MailMessage {
  return renderMail({
    subject: `Order cancelled: ${orderItems(o)}`,
    greeting: greet(o.userName),
    lines: [{ paragraph: "Your order is cancelled and nothing was charged." }, ...amounts(o)],
    action: { label: "See your order history", href: mailLink(ctx, MAIL_PATHS.history) },
  });
}

/** To the customer: the hold ended unpaid. */
export function orderExpiredMail(ctx: MailContext, o: OrderFacts): MailMessage {
  return renderMail({
    subject: `Order expired: ${orderItems(o)}`,
    greeting: greet(o.userName),
    lines: [
      {
        paragraph: `Your order was not paid by ${formatMailTime(o.holdUntil)}, so it has expired and nothing was charged.`,
      },
      ...amounts(o),
    ],
    action: { label: "Order again", href: mailLink(ctx, MAIL_PATHS.shop) },
  });
}

/**
 * To the shop: a payment arrived after its order was cancelled or expired and was refunded in
 * full automatically (the customer was charged nothing in the end).
 */
export function shopLatePaymentMail(
  ctx: MailContext,
  orderId: string,
  o: OrderFacts & Pick<Order, "state" | "userEmail">,
  late: { paymentIntentId: string; refundId: string; amountCents: number },
): MailMessage {
  return renderMail({
    subject: `Late payment refunded: ${orderItems(o)} (${money(o, late.amountCents)})`,
    greeting: `A payment arrived after the order was ${o.state}. It was refunded in full automatically.`,
    lines: [
      { label: "Order", value: orderId },
      { label: "Refunded payment", value: late.paymentIntentId },
      { label: "Refund", value: `${late.refundId} (${money(o, late.amountCents)})` },
      { label: "Customer", value: `${o.userName} <${o.userEmail}>` },
    ],
    action: { label: "Open the payments", href: mailLink(ctx, MAIL_PATHS.adminPayments) },
  });
}
