/** Consent mails (issue 50): the double opt-in's confirmation (transactional) and the welcome (marketing). */
import type { MailMessage } from "./outbox.js";
import { renderMail } from "./render.js";

/** To the customer who ticked 'Send me news and offers': the link that confirms it. */
export function consentConfirmMail(confirmUrl: string): MailMessage {
  return renderMail({
    subject: "Please confirm: news and offers from the shop",
    greeting: "You asked to get our news and offers by mail.",
    lines: [
      {
        paragraph:
          "Nothing is sent until you confirm with the link below. If it was not you, ignore this mail.",
      },
    ],
    action: { label: "Yes, send me news and offers", href: confirmUrl },
  });
}

/** The first marketing mail, once confirmed; like every marketing mail it can be withdrawn in one click. */
export function marketingWelcomeMail(unsubscribeUrl: string): MailMessage {
  return renderMail({
    subject: "You are signed up for our news and offers",
    greeting: "Thank you: you will hear from us about new gimbals, kits and offers.",
    lines: [{ paragraph: "You can stop these mails at any time, from your profile or with the link below." }],
    action: { label: "Unsubscribe", href: unsubscribeUrl },
  });
}

/** One line of a cart left behind, as its reminder shows it. */
export interface ReminderLine {
  productName: string;
  quantity: number;
}

/** The one reminder of a cart left for a day (issue 50): a marketing mail, with its lines and a link back. */
export function cartReminderMail(
  cartUrl: string,
  unsubscribeUrl: string,
  lines: ReminderLine[],
): MailMessage {
  return renderMail({
    subject: "Your cart is waiting for you",
    greeting: "You left these in your cart:",
    lines: [
      ...lines.map((l) => ({ label: l.productName, value: `× ${l.quantity}` })),
      { paragraph: `Not interested in reminders? Unsubscribe: ${unsubscribeUrl}` },
    ],
    action: { label: "Back to your cart", href: cartUrl },
  });
}
