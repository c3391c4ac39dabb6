/**
 * The header's messages formatted without a library: its catalogue (messages/) holds texts and
 * `{name}` arguments only, compiled to FormatJS's message AST at build time
 * (web/vite.config.ts). The screens' catalogues, with plurals, numbers and dates, are
 * formatted by FormatJS's intl-messageformat (format-icu.ts), which loads with the screens and never
 * with the first page. A text is returned without `Intl`: the first `Intl` call of a page starts
 * ICU, a long task on a phone.
 */
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Translations } from "./catalogue";

export type MessageValues = Record<string, string | number | Date>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/** A catalogue's message as it is at run time: its AST (built), or its text (a unit test's). */
export type Compiled = string | MessageFormatElement[];

export function compiledMessages(translations: Translations<string>): Readonly<Record<string, Compiled>> {
  return translations as unknown as Readonly<Record<string, Compiled>>;
}

/** The message's text when it has no arguments ("Home"), else null. */
export function literalText(message: Compiled): string | null {
  if (typeof message === "string") return /[{}'<#]/.test(message) ? null : message;
  return message.every((e) => e.type === 0) ? message.map((e) => e.value).join("") : null;
}

/** Texts and plain `{name}` arguments: 'Hi, {name}' with { name: 'Ada' }. */
function simpleText(key: string, message: Compiled, values: MessageValues = {}): string {
  const text = literalText(message);
  if (text !== null) return text;
  if (typeof message === "string")
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
  return message
    .map((e) => {
      if (e.type === 0) return e.value;
      if (e.type === 1) return String(values[e.value] ?? "");
      throw new Error(`${key}: the header's catalogue holds texts and {arguments} only`);
    })
    .join("");
}

/** `t(key, values)` for the header's catalogue. */
export function simpleTranslator<K extends string>(translations: Translations<K>): Translate<K> {
  const messages = compiledMessages(translations);
  return (key, values) => simpleText(key, messages[key] ?? key, values);
}
