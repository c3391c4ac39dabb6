/**
 * The screens' messages formatted with FormatJS's intl-messageformat (ICU: arguments, plurals,
 * selects, numbers and dates through `Intl` in the page's locale). Imported by use-messages.ts, so
 * it loads with the screens, never with the first page's app chunk.
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "@shop/domain";
import type { Translations } from "./catalogue";
import { compiledMessages, literalText, type Translate } from "./format-message";

/** `t(key, values)` for one locale's messages; each message's formatter is made once. */
export function translator<K extends string>(locale: Locale, translations: Translations<K>): Translate<K> {
  const messages = compiledMessages(translations);
  const formatters = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const message = messages[key] ?? key;
    const text = literalText(message);
    if (text !== null) return text;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new IntlMessageFormat(message, locale);
      formatters.set(key, formatter);
    }
    const out = formatter.format<string>(values);
    return Array.isArray(out) ? out.join("") : String(out);
  };
}
