/**
 * The shop's one mail layout: plain text and escaped HTML from a draft (greeting, lines, one
 * action), the links mails point to, and times in UTC (the mail does not know the reader's time
 * zone). Amounts are formatted by the templates, once, from cents.
 */
import type { Locale } from "../locale/locale.js";
import type { MailMessage } from "./outbox.js";

export const SHOP_NAME = "Gimbal Shop";

/** Where links in the mails point: the shop's public address, without a trailing slash. */
export interface MailContext {
  shopUrl: string;
}

export const MAIL_PATHS = {
  pay: (purchaseId: string) => `/dashboard/payment/${purchaseId}`,
  payOrder: (orderId: string) => `/dashboard/payment/order/${orderId}`,
  orders: "/dashboard",
  history: "/dashboard/history",
  shop: "/shop",
  adminPayments: "/dashboard/allProducts",
  adminMessages: "/dashboard/messages",
  adminReturns: "/dashboard/returns",
} as const;

const UTC_TIME = new Intl.DateTimeFormat("en-US", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The same in German and French (issue 51): "Dienstag, 24. November 2026 um 15:16", "mardi 24 novembre 2026 à 15:16". */
const UTC_TIME_IN: Readonly<Record<string, Intl.DateTimeFormat>> = {
  de: new Intl.DateTimeFormat("de-DE", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }),
  fr: new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }),
};

/** "Tuesday, November 24, 2026 at 3:16 PM UTC" (in the mail's language when given). */
export function formatMailTime(ms: number, locale: Locale = "en"): string {
  return `${(UTC_TIME_IN[locale] ?? UTC_TIME).format(ms)} UTC`;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** A line of a mail: a label and its value, or a paragraph. */
export type MailLine = { label: string; value: string } | { paragraph: string };

export interface MailDraft {
  subject: string;
  greeting: string;
  lines: MailLine[];
  action: { label: string; href: string } | null;
}

/** Plain text and HTML (escaped) of one mail, in the shop's one layout. */
export function renderMail(d: MailDraft, locale: Locale = "en"): MailMessage {
  const text = [
    d.greeting,
    "",
    ...d.lines.map((l) => ("paragraph" in l ? `${l.paragraph}\n` : `${l.label}: ${l.value}`)),
    ...(d.action ? ["", `${d.action.label}: ${d.action.href}`] : []),
    "",
    `— ${SHOP_NAME}`,
  ].join("\n");
  const rows = d.lines
    .map((l) =>
      "paragraph" in l
        ? `<p>${escapeHtml(l.paragraph)}</p>`
        : `<p><strong>${escapeHtml(l.label)}:</strong> ${escapeHtml(l.value)}</p>`,
    )
    .join("\n");
  const action = d.action
    ? `<p><a href="${escapeHtml(d.action.href)}">${escapeHtml(d.action.label)}</a></p>\n`
    : "";
  const html = [
    `<!doctype html><html${locale === "en" ? "" : ` lang="${locale}"`}><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">`,
    `<h1 style="font-size:18px">${escapeHtml(SHOP_NAME)}</h1>`,
    `<p>${escapeHtml(d.greeting)}</p>`,
    rows,
    action + `<p style="color:#666">— ${escapeHtml(SHOP_NAME)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject: d.subject, text, html };
}

export const greet = (name: string) => `Hello ${name || "there"},`;

export const mailLink = (ctx: MailContext, path: string) => `${ctx.shopUrl}${path}`;
