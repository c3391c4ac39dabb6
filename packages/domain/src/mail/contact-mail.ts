/** To the shop: a message sent through the contact form. */
import type { MailMessage } from "./outbox.js";
import { MAIL_PATHS, mailLink, renderMail, type MailContext } from "./render.js";

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
