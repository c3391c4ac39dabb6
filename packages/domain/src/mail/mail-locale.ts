/** What every customer mail does with its language (issue 51): amounts, words and links in it. */
import { formatMoney, formatMoneyIn } from "../currency/currency.js";
import { localizedPath, type Locale } from "../locale/locale.js";
import { ORDER_MAIL_WORDS, type OrderMailWords } from "./order-mail-words.js";
import { mailLink, type MailContext } from "./render.js";

const MONEY_LOCALES: Readonly<Record<Locale, string>> = { en: "en-US", de: "de-DE", fr: "fr-FR" };

/** The mail's language: its order's or line's, English when it has none. */
export const mailLocale = (o: { locale?: Locale | undefined }): Locale => o.locale ?? "en";

/** The customer's words in the mail's language. */
export const mailWords = (o: { locale?: Locale | undefined }): OrderMailWords =>
  ORDER_MAIL_WORDS[mailLocale(o)];

/** An amount in its currency: English in the spec's dollar form, German and French through Intl. */
export function mailMoney(
  o: { locale?: Locale | undefined; currency?: string | undefined },
  cents: number,
): string {
  const locale = mailLocale(o);
  const currency = o.currency ?? "usd";
  return locale === "en"
    ? formatMoney(cents, currency)
    : formatMoneyIn(cents, currency, MONEY_LOCALES[locale]);
}

/** A link into the shop in the mail's language (/de/…, /fr/…; English at today's paths). */
export const mailLinkIn = (ctx: MailContext, o: { locale?: Locale | undefined }, path: string): string =>
  mailLink(ctx, localizedPath(path, mailLocale(o)));
