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
import { formatMoney, formatMoneyIn } from "../currency/currency.js";
import { localizedPath, type Locale } from "../locale/locale.js";
import type { Order } from "../order/record.js";
import { ORDER_MAIL_WORDS } from "./order-mail-words.js";

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

const MONEY_LOCALES: Readonly<Record<Locale, string>> = { en: "en-US", de: "de-DE", fr: "fr-FR" };

/** An amount of the order in its currency (USD in the spec's dollar form), in the order's language. */
const money = (o: Pick<Order, "currency" | "locale">, cents: number) =>
  !o.locale || o.locale === "en"
    ? formatMoney(cents, o.currency ?? "usd")
    : formatMoneyIn(cents, o.currency ?? "usd", MONEY_LOCALES[o.locale]);

/** The customer's mails speak the order's language (issue 51); English when it has none. */
const wordsOf = (o: Pick<Order, "locale">) => ORDER_MAIL_WORDS[o.locale ?? "en"];
const localeOf = (o: Pick<Order, "locale">): Locale => o.locale ?? "en";
/** A link into the shop in the order's language (/de/…, /fr/…; English at today's paths). */
const link = (ctx: MailContext, o: Pick<Order, "locale">, path: string) =>
  mailLink(ctx, localizedPath(path, localeOf(o)));

/** "Gimbal X1 Bundle × 2, Gimbal X12 Bundle × 1" (the subject names the products). */
export function orderItems(o: Pick<Order, "lines">): string {
  return o.lines.map((l) => `${l.productName} × ${l.quantity}`).join(", ");
}

/** Each line with its amount, the discount (when there is one), shipping and tax, and the total. */
function amounts(o: OrderFacts): MailLine[] {
  const w = wordsOf(o);
  return [
    ...o.lines.map((l) => ({
      label: `${lineName(l)} × ${l.quantity}`,
      value: money(o, l.priceCents),
    })),
    ...(o.discountCents > 0
      ? [
          { label: w.subtotal, value: money(o, o.subtotalCents) },
          {
            label: `${w.discount}${o.promoCode ? ` (${o.promoCode})` : ""}`,
            value: `−${money(o, o.discountCents)}`,
          },
        ]
      : []),
    // Shipping and tax by destination, when the order has them (orders before them: none).
    ...(o.shippingCents || o.taxCents
      ? [
          { label: w.shipping, value: money(o, o.shippingCents ?? 0) },
          { label: w.tax, value: money(o, o.taxCents ?? 0) },
        ]
      : []),
    { label: w.total, value: money(o, o.totalCents) },
  ];
}

/** To the customer: the order is placed, here is how and until when to pay. */
export function orderPlacedMail(ctx: MailContext, orderId: string, o: OrderFacts): MailMessage {
  const [w, by] = [wordsOf(o), formatMailTime(o.holdUntil, localeOf(o))];
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
      action: { label: w.placed.action, href: link(ctx, o, MAIL_PATHS.payOrder(orderId)) },
    },
    localeOf(o),
  );
}

/** To the customer: the receipt of the whole order. */
export function orderPaidMail(ctx: MailContext, o: OrderFacts): MailMessage {
  const w = wordsOf(o);
  return renderMail(
    {
      subject: w.paid.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [
        { paragraph: w.paid.intro },
        ...amounts(o),
        { label: w.amountPaid, value: money(o, o.totalCents) },
        { label: w.transactionId, value: o.transactionId ?? "" },
      ],
      action: { label: w.seeOrders, href: link(ctx, o, MAIL_PATHS.orders) },
    },
    localeOf(o),
  );
}

/** To the customer: a debit (SEPA) is on its way; the order waits for the bank (issue 49). */
export function orderProcessingMail(ctx: MailContext, o: OrderFacts): MailMessage {
  const w = wordsOf(o);
  return renderMail(
    {
      subject: w.processing.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [{ paragraph: w.processing.intro }, ...amounts(o)],
      action: { label: w.seeOrders, href: link(ctx, o, MAIL_PATHS.orders) },
    },
    localeOf(o),
  );
}

/** To the customer: the debit failed; the order is unpaid again with a fresh hold (issue 49). */
export function orderPaymentFailedMail(ctx: MailContext, orderId: string, o: OrderFacts): MailMessage {
  const w = wordsOf(o);
  return renderMail(
    {
      subject: w.paymentFailed.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [
        { paragraph: w.paymentFailed.intro },
        ...amounts(o),
        { label: w.payBy, value: formatMailTime(o.holdUntil, localeOf(o)) },
        { paragraph: w.paymentFailed.keep },
      ],
      action: { label: w.paymentFailed.action, href: link(ctx, o, MAIL_PATHS.payOrder(orderId)) },
    },
    localeOf(o),
  );
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
  const w = wordsOf(o);
  return renderMail(
    {
      subject: w.cancelled.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [{ paragraph: w.cancelled.intro }, ...amounts(o)],
      action: { label: w.cancelled.action, href: link(ctx, o, MAIL_PATHS.history) },
    },
    localeOf(o),
  );
}

/** To the customer: the hold ended unpaid. */
export function orderExpiredMail(ctx: MailContext, o: OrderFacts): MailMessage {
  const w = wordsOf(o);
  return renderMail(
    {
      subject: w.expired.subject(orderItems(o)),
      greeting: w.greet(o.userName),
      lines: [{ paragraph: w.expired.intro(formatMailTime(o.holdUntil, localeOf(o))) }, ...amounts(o)],
      action: { label: w.expired.action, href: link(ctx, o, MAIL_PATHS.shop) },
    },
    localeOf(o),
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
