/**
 * The mails of an order of several lines: each lists every line with its quantity and amount,
 * the discount and the total (placed, paid, cancelled, expired), in the layout of render.ts.
 */
import {
  MAIL_PATHS,
  formatMailTime,
  mailLink,
  renderMail,
  type MailContext,
  type MailLine,
} from "./render.js";
import type { MailMessage } from "./outbox.js";
import { lineName } from "../product/variants.js";
import type { Order } from "../order/record.js";
import { mailLinkIn, mailLocale, mailMoney, mailWords } from "./mail-locale.js";

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
  Partial<Pick<Order, "transactionId" | "userEmail" | "phone" | "address" | "currency" | "locale">>;

/** "Gimbal X1 Bundle × 2, Gimbal X12 Bundle × 1" (the subject names the products). */
export function orderItems(o: Pick<Order, "lines">): string {
  return o.lines.map((l) => `${l.productName} × ${l.quantity}`).join(", ");
}

/** Each line with its amount, the discount (when there is one), shipping and tax, and the total. */
function amounts(o: OrderFacts): MailLine[] {
  const w = mailWords(o);
  return [
    ...o.lines.map((l) => ({
      label: `${lineName(l)} × ${l.quantity}`,
      value: mailMoney(o, l.priceCents),
    })),
    ...(o.discountCents > 0
      ? [
          { label: w.subtotal, value: mailMoney(o, o.subtotalCents) },
          {
            label: `${w.discount}${o.promoCode ? ` (${o.promoCode})` : ""}`,
            value: `−${mailMoney(o, o.discountCents)}`,
          },
        ]
      : []),
    // Shipping and tax by destination, when the order has them (orders before them: none).
    ...(o.shippingCents || o.taxCents
      ? [
          { label: w.shipping, value: mailMoney(o, o.shippingCents ?? 0) },
          { label: w.tax, value: mailMoney(o, o.taxCents ?? 0) },
        ]
      : []),
    { label: w.total, value: mailMoney(o, o.totalCents) },
  ];
}

/** To the customer: the order is placed, here is how and until when to pay. */
export function orderPlacedMail(ctx: MailContext, orderId: string, o: OrderFacts): MailMessage {
  const [w, by] = [mailWords(o), formatMailTime(o.holdUntil, mailLocale(o))];
  return renderMail(
    {
      subject: w.placed.subject(orderItems(o), by),
      greeting: w.greet(o.userName),
      lines: [
        { paragraph: w.placed.intro },
        ...amounts(o),
        { label: w.payBy, value: by },
        { paragraph: w.placed.expiry },
      ],
      action: { label: w.placed.action, href: mailLinkIn(ctx, o, MAIL_PATHS.payOrder(orderId)) },
    },
    mailLocale(o),
  );
}

/** To the customer: the receipt of the whole order. */
export function orderPaidMail(ctx: MailContext, o: OrderFacts): MailMessage {
  const w = mailWords(o);
  return renderMail(
    {
      subject: w.paid.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [
        { paragraph: w.paid.intro },
        ...amounts(o),
        { label: w.amountPaid, value: mailMoney(o, o.totalCents) },
        { label: w.transactionId, value: o.transactionId ?? "" },
      ],
      action: { label: w.seeOrders, href: mailLinkIn(ctx, o, MAIL_PATHS.orders) },
    },
    mailLocale(o),
  );
}

/** To the customer: a debit (SEPA) is on its way; the order waits for the bank (issue 49). */
export function orderProcessingMail(ctx: MailContext, o: OrderFacts): MailMessage {
  const w = mailWords(o);
  return renderMail(
    {
      subject: w.processing.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [{ paragraph: w.processing.intro }, ...amounts(o)],
      action: { label: w.seeOrders, href: mailLinkIn(ctx, o, MAIL_PATHS.orders) },
    },
    mailLocale(o),
  );
}

/** To the customer: the debit failed; the order is unpaid again with a fresh hold (issue 49). */
export function orderPaymentFailedMail(ctx: MailContext, orderId: string, o: OrderFacts): MailMessage {
  const w = mailWords(o);
  return renderMail(
    {
      subject: w.paymentFailed.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [
        { paragraph: w.paymentFailed.intro },
        ...amounts(o),
        { label: w.payBy, value: formatMailTime(o.holdUntil, mailLocale(o)) },
        { paragraph: w.paymentFailed.keep },
      ],
      action: { label: w.paymentFailed.action, href: mailLinkIn(ctx, o, MAIL_PATHS.payOrder(orderId)) },
    },
    mailLocale(o),
  );
}

/** To the shop: a new paid order of several lines to ship. */
export function shopPaidMultiOrderMail(ctx: MailContext, o: OrderFacts): MailMessage {
  return renderMail({
    subject: `New paid order: ${orderItems(o)} (${mailMoney(o, o.totalCents)})`,
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
  const w = mailWords(o);
  return renderMail(
    {
      subject: w.cancelled.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [{ paragraph: w.cancelled.intro }, ...amounts(o)],
      action: { label: w.cancelled.action, href: mailLinkIn(ctx, o, MAIL_PATHS.history) },
    },
    mailLocale(o),
  );
}

/** To the customer: the hold ended unpaid. */
export function orderExpiredMail(ctx: MailContext, o: OrderFacts): MailMessage {
  const w = mailWords(o);
  return renderMail(
    {
      subject: w.expired.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [{ paragraph: w.expired.intro(formatMailTime(o.holdUntil, mailLocale(o))) }, ...amounts(o)],
      action: { label: w.expired.action, href: mailLinkIn(ctx, o, MAIL_PATHS.shop) },
    },
    mailLocale(o),
  );
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
    subject: `Late payment refunded: ${orderItems(o)} (${mailMoney(o, late.amountCents)})`,
    greeting: `A payment arrived after the order was ${o.state}. It was refunded in full automatically.`,
    lines: [
      { label: "Order", value: orderId },
      { label: "Refunded payment", value: late.paymentIntentId },
      { label: "Refund", value: `${late.refundId} (${mailMoney(o, late.amountCents)})` },
      { label: "Customer", value: `${o.userName} <${o.userEmail}>` },
    ],
    action: { label: "Open the payments", href: mailLink(ctx, MAIL_PATHS.adminPayments) },
  });
}
