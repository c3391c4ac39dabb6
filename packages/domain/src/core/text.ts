/** Text grammars shared by every form and request: email addresses, phone numbers, one-line fields. */
/**
 * A strict address grammar (what mail providers hand out): letters, digits and `. _ + -` before
 * the @, dot-separated host labels and a letter TLD after it. No `?`, `&`, `%`, quotes, spaces or
 * other characters that change meaning inside a `mailto:` link or a mail header. The same grammar
 * is in firestore.rules.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const ONE_LINE_MESSAGE = "Please remove line breaks and control characters";

/** CR, LF and every other C0/C1 control character, and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Text from elsewhere (an ID token's name) made one line: each such character becomes a space. */
export function toOneLine(text: string): string {
  return text.replace(new RegExp(NOT_ONE_LINE.source, "g"), " ").trim();
}

/** True for text that is safe on one line (a name, a subject, a tracking number). */
export function isOneLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** The spec's phone check (the one-line address's path: '+1 555 0100'). */
export const PHONE_PATTERN = /^\+?[0-9 ()\-.]{6,20}$/;
