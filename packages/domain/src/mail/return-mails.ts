/**
 * The mails of a return (issue 33): the customer is mailed at each step — requested, approved
 * (with the return address and the RMA number), rejected (with the reason), received, refunded —
 * and the shop when a return is requested. Pure, in the shop's one mail layout (mail.ts).
 */
import { formatMoney } from "../currency/currency.js";
import type { Cents } from "../core/money.js";
import type { MailMessage } from "./outbox.js";
import { MAIL_PATHS, greet, mailLink, renderMail, type MailContext } from "./render.js";
import type { ReturnRecord } from "../return/record.js";

type ReturnFacts = Pick<
  ReturnRecord,
  "rmaNumber" | "productName" | "quantity" | "reason" | "comment" | "userName" | "userEmail"
> &
  Partial<Pick<ReturnRecord, "refund">>;

const pieces = (r: ReturnFacts) => `${r.productName} × ${r.quantity}`;
const facts = (r: ReturnFacts) => [
  { label: "Return", value: r.rmaNumber },
  { label: "Product", value: pieces(r) },
  { label: "Reason", value: r.reason },
];
const toOrders = (ctx: MailContext) => ({ label: "See your orders", href: mailLink(ctx, MAIL_PATHS.orders) });

/** To the customer: the return is asked for; the shop answers it. */
export function returnRequestedMail(ctx: MailContext, r: ReturnFacts): MailMessage {
  return renderMail({
    subject: `Return requested: ${r.rmaNumber} (${pieces(r)})`,
    greeting: greet(r.userName),
    lines: [
      { paragraph: "We received your return request. We will tell you by mail when we have looked at it." },
      ...facts(r),
    ],
    action: toOrders(ctx),
  });
}

/** To the customer: approved, send the pieces to this address with the RMA number. */
export function returnApprovedMail(ctx: MailContext, r: ReturnFacts, returnAddress: string): MailMessage {
  return renderMail({
    subject: `Return approved: ${r.rmaNumber} — please send ${pieces(r)} back`,
    greeting: greet(r.userName),
    lines: [
      { paragraph: "Your return is approved. Please send the pieces back to this address:" },
      { paragraph: returnAddress },
      { paragraph: `Write the RMA number ${r.rmaNumber} on the parcel so we can match it to your return.` },
      ...facts(r),
      { paragraph: "We refund you as soon as the parcel arrives." },
    ],
    action: toOrders(ctx),
  });
}

/** To the customer: rejected, and why. */
export function returnRejectedMail(ctx: MailContext, r: ReturnFacts, why: string): MailMessage {
  return renderMail({
    subject: `Return rejected: ${r.rmaNumber}`,
    greeting: greet(r.userName),
    lines: [
      { paragraph: "We are sorry: we cannot accept this return." },
      { label: "Why", value: why },
      ...facts(r),
    ],
    action: toOrders(ctx),
  });
}

/** To the customer: the parcel arrived; the refund follows. */
export function returnReceivedMail(ctx: MailContext, r: ReturnFacts): MailMessage {
  return renderMail({
    subject: `Return received: ${r.rmaNumber}`,
    greeting: greet(r.userName),
    lines: [{ paragraph: "Your parcel has arrived. We are refunding the returned pieces." }, ...facts(r)],
    action: toOrders(ctx),
  });
}

/** To the customer: the returned pieces' share refunded, with its credit note. */
export function returnRefundedMail(ctx: MailContext, r: ReturnFacts, amountCents: Cents): MailMessage {
  // In the order's currency (the refund's; USD in the spec's dollar form).
  const money = formatMoney(amountCents, r.refund?.currency ?? "usd");
  return renderMail({
    subject: `Return refunded: ${r.rmaNumber} (${money})`,
    greeting: greet(r.userName),
    lines: [
      { paragraph: "We have refunded the pieces you sent back." },
      ...facts(r),
      { label: "Amount refunded", value: money },
      {
        paragraph:
          "Your bank shows the refund within 5 to 10 business days. Its credit note is on My Product.",
      },
    ],
    action: toOrders(ctx),
  });
}

/** To the shop: a customer asks to return pieces. */
export function shopReturnRequestedMail(ctx: MailContext, r: ReturnFacts): MailMessage {
  return renderMail({
    subject: `Return requested: ${r.rmaNumber} (${pieces(r)})`,
    greeting: "A customer asks to return a purchase.",
    lines: [
      ...facts(r),
      ...(r.comment ? [{ label: "Comment", value: r.comment }] : []),
      { label: "Customer", value: `${r.userName} <${r.userEmail}>` },
    ],
    action: { label: "Open the returns", href: mailLink(ctx, MAIL_PATHS.adminReturns) },
  });
}
