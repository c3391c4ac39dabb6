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
