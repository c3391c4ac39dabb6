import { EMAIL_PATTERN } from "@shop/domain";

/**
 * A `mailto:` link for one address, or null when the address is not one (messages stored before
 * the strict grammar). Every part is percent-encoded, so `?`, `&` or `%` in stored text can never
 * add a hidden Bcc, subject or body to the mail the admin writes.
 */
export function mailtoHref(address: string): string | null {
  if (!EMAIL_PATTERN.test(address)) return null;
  return `mailto:${address.split("@").map(encodeURIComponent).join("@")}`;
}
